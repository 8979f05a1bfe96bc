import Benchmark
import Cairn


/// `observe`: from one mutation to the completed re-run, and a burst of 100 mutations.
func observeBenchmarks() {
  Benchmark(
    "observe: mutation to completed re-run",
    configuration: .init(scalingFactor: .one)
  ) { benchmark in
    await measureSingleMutation(iterations: benchmark.scaledIterations.count)
  }

  Benchmark(
    "observe: burst of 100 mutations",
    configuration: .init(
      metrics: [.wallClock, .instructions, .custom("re-runs per burst")],
      scalingFactor: .one
    )
  ) { benchmark in
    let reRuns = await measureBurst(iterations: benchmark.scaledIterations.count)
    benchmark.measurement(.custom("re-runs per burst"), reRuns)
  }
}

@MainActor
private func measureSingleMutation(iterations: Int) async {
  let model = BenchModel()
  var seen = 0
  let token = observe { seen = model.count }
  for index in 0..<iterations {
    model.count = index + 1
    await settleObservations()
  }
  precondition(seen == iterations, "every mutation must reach the re-run")
  token.cancel()
}

/// Returns the re-runs of the last burst.
@MainActor
private func measureBurst(iterations: Int) async -> Int {
  let model = BenchModel()
  var runs = 0
  let token = observe {
    _ = model.count
    runs += 1
  }
  var lastBurst = 0
  for _ in 0..<iterations {
    let before = runs
    for _ in 0..<100 { model.count += 1 }
    await settleObservations()
    lastBurst = runs - before
  }
  token.cancel()
  return lastBurst
}
