import Benchmark
import BenchmarkScreens
import CairnArchitecture
@_spi(Runtime) import CairnWeb
import CaseStudies
import Foundation

/// Benchmarks of the web runtime: re-render and diff of a 100-row list after one change,
/// the patch's size against the full page, and the memory of an idle session.
let benchmarks: @Sendable () -> Void = {
  standupsBenchmarks()
  standupsReducersBenchmarks()
  wifiBenchmarks()
  // The 100-row list drawn by one body, and with each row its own `.equatable()` view: the
  // changed row is drawn again and the 99 others reuse their remembered drawing.
  rowsDiffBenchmark("Re-render and diff: 100-row list, one row's text changed", redrawnRows: 0) {
    RowsView(model: $0)
  }
  rowsDiffBenchmark(
    "Re-render and diff: 100-row list of equatable rows, one row's text changed", redrawnRows: 1
  ) { EquatableRowsView(model: $0) }

  // The same 100-row screen, drawn from an @Observable model and from a store, each rendered
  // while tracking what it reads (as a live session does) after one row's title changed.
  trackedRowsBenchmark(
    "Tracked re-render: 100-row list over an @Observable model, one row's title changed"
  ) { RowsView(model: $0) }
  trackedRowsBenchmark(
    "Tracked re-render: 100-row list of equatable rows over an @Observable model, one row's title changed"
  ) { EquatableRowsView(model: $0) }

  Benchmark(
    "Tracked re-render: 100-row list over a store, one row's title changed",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
  ) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let store = Store(initialState: RowsFeature.State()) { RowsFeature() }
      let renderer = Renderer()
      let view = StoreRowsView(store: store)
      _ = trackedRender(renderer, view)
      store.send(.rename(id: 50, title: "Changed \(Int.random(in: 0..<1_000_000))"))
      benchmark.startMeasurement()
      blackHole(trackedRender(renderer, view))
      benchmark.stopMeasurement()
    }
  }

  // A sheet presented and dismissed through the store: each half renders, diffs against the
  // page before it and encodes the frame the browser would get.
  Benchmark(
    "Store-driven sheet: present then dismiss (render + diff + frame)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
  ) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let store = Store(initialState: SheetScreen.State()) { SheetScreen() }
      let renderer = Renderer()
      let view = SheetScreenView(store: store)
      var page = renderer.render(view).tree
      store.send(.addButtonTapped)
      precondition(HTML.render(renderer.render(view).tree).contains("<dialog"), "no sheet drawn")
      store.send(.form(.dismiss))
      page = renderer.render(view).tree
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(.addButtonTapped)
        let presented = renderer.render(view).tree
        let shown = LiveView.Update(patches: Differ.patches(from: page, to: presented), effects: [])
        blackHole(WireProtocol.updateFrame(shown))
        store.send(.form(.dismiss))
        let dismissed = renderer.render(view).tree
        let hidden = LiveView.Update(
          patches: Differ.patches(from: presented, to: dismissed), effects: [])
        blackHole(WireProtocol.updateFrame(hidden))
        page = dismissed
      }
      benchmark.stopMeasurement()
      precondition(store.form == nil)
    }
  }

  Benchmark(
    "Patch size vs full HTML: 100-row list, one row's text changed",
    configuration: .init(
      metrics: [
        .custom("patch frame bytes"), .custom("full HTML bytes"),
        .custom("patch per mille of HTML"),
      ],
      maxIterations: 5
    )
  ) { benchmark in
    let (patch, full) = await MainActor.run {
      let model = RowsModel()
      let renderer = Renderer()
      let view = RowsView(model: model)
      let before = renderer.render(view).tree
      model.rows[25].title = "Changed title"
      let after = renderer.render(view).tree
      let update = LiveView.Update(patches: Differ.patches(from: before, to: after), effects: [])
      return (WireProtocol.updateFrame(update).utf8.count, HTML.render(after).utf8.count)
    }
    benchmark.measurement(.custom("patch frame bytes"), patch)
    benchmark.measurement(.custom("full HTML bytes"), full)
    benchmark.measurement(.custom("patch per mille of HTML"), patch * 1000 / full)
  }

  Benchmark(
    "Memory per idle session: case-studies app",
    configuration: .init(metrics: [.memoryLeakedBytes], maxIterations: 200)
  ) { benchmark in
    // Bytes allocated while one session is created and not freed by the time it is idle: what
    // the session keeps. The session is ended outside the measured region.
    nonisolated(unsafe) let benchmark = benchmark
    try await MainActor.run {
      benchmark.startMeasurement()
      let session = try SessionStores.caseStudies.create(for: DeepLink())
      benchmark.stopMeasurement()
      SessionStores.caseStudies.endAll()
      precondition(session.hasEnded)
    }
  }
}

/// The store the memory benchmark creates sessions in.
@MainActor
enum SessionStores {
  static let caseStudies = SessionStore(app: CaseStudiesApp.application)
}

/// Re-renders and diffs the 100-row screen `makeView` draws after one row's text changed,
/// checking that one text patch results and that `redrawnRows` remembered drawings were drawn
/// again.
func rowsDiffBenchmark<Screen: View>(
  _ name: String, redrawnRows: Int, _ makeView: @escaping @MainActor (RowsModel) -> Screen
) {
  Benchmark(
    name, configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
  ) { benchmark in
    // The benchmark object is used by one task at a time: this closure waits for the
    // main-actor work below.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let model = RowsModel()
      let renderer = Renderer()
      let view = makeView(model)
      let before = renderer.render(view).tree
      let misses = renderer.memoMisses
      model.rows[25].title = "Changed \(Int.random(in: 0..<1_000_000))"
      benchmark.startMeasurement()
      let after = renderer.render(view).tree
      let patches = Differ.patches(from: before, to: after)
      benchmark.stopMeasurement()
      precondition(patches.count == 1, "one text patch expected, got \(patches)")
      precondition(renderer.memoMisses == misses + redrawnRows, "\(redrawnRows) drawn again")
    }
  }
}

/// Re-renders the 100-row screen `makeView` draws over an @Observable model, while tracking
/// what it reads as a live session does, after one row's title changed.
func trackedRowsBenchmark<Screen: View>(
  _ name: String, _ makeView: @escaping @MainActor (RowsModel) -> Screen
) {
  Benchmark(
    name, configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
  ) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let model = RowsModel()
      let renderer = Renderer()
      let view = makeView(model)
      _ = trackedRender(renderer, view)
      model.rows[25].title = "Changed \(Int.random(in: 0..<1_000_000))"
      benchmark.startMeasurement()
      blackHole(trackedRender(renderer, view))
      benchmark.stopMeasurement()
    }
  }
}
