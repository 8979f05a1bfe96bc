import Benchmark
import Cairn

/// Key-path binding reads and writes, each beside the same access made directly.
func bindingBenchmarks() {
  Benchmark("Direct keyPath read") { benchmark in
    let model = BenchModel()
    let keyPath: ReferenceWritableKeyPath<BenchModel, String> = \.title
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(model[keyPath: keyPath])
    }
  }

  Benchmark("Binding keyPath read") { benchmark in
    let title = UIBindable(BenchModel()).title
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(title.wrappedValue)
    }
  }

  Benchmark("Direct keyPath write") { benchmark in
    let model = BenchModel()
    let keyPath: ReferenceWritableKeyPath<BenchModel, Int> = \.count
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      model[keyPath: keyPath] = index
    }
    blackHole(model.count)
  }

  Benchmark("Binding keyPath write") { benchmark in
    let model = BenchModel()
    let count = UIBindable(model).count
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      count.wrappedValue = index
    }
    blackHole(model.count)
  }
}

/// Case-binding reads and writes, beside swift-case-paths' `value[case:]`.
func caseBindingBenchmarks() {
  Benchmark("CasePaths extraction value[case:]") { benchmark in
    let model = BenchModel()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(model.destination?[case: \.edit])
    }
  }

  Benchmark("Case binding read") { benchmark in
    let edit = UIBindable(BenchModel()).destination.edit
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(edit.wrappedValue)
    }
  }

  Benchmark("CasePaths embed write") { benchmark in
    let model = BenchModel()
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      if model.destination?[case: \.edit] != nil {
        model.destination = .edit(Form(title: index.description))
      }
    }
    blackHole(model.destination)
  }

  Benchmark("Case binding write") { benchmark in
    let model = BenchModel()
    let edit = UIBindable(model).destination.edit
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      edit.wrappedValue = Form(title: index.description)
    }
    blackHole(model.destination)
  }

  Benchmark("Binding derivation $model.destination.edit") { benchmark in
    // What a render does for every presentation: derive a case binding from the model.
    let bindable = UIBindable(BenchModel())
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(bindable.destination.edit)
    }
  }

  Benchmark("Binding derivation and read $model.title") { benchmark in
    let bindable = UIBindable(BenchModel())
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(bindable.title.wrappedValue)
    }
  }
}
