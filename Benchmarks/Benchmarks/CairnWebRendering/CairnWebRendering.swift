import Benchmark
import CairnWeb
import CaseStudies
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Benchmarks of the web runtime: re-render and diff of a 100-row list after one change,
/// the patch's size against the full page, and the memory of an idle session.
let benchmarks: @Sendable () -> Void = {
  Benchmark(
    "Re-render and diff: 100-row list, one row's text changed",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
  ) { benchmark in
    await MainActor.run {
      let model = RowsModel()
      let renderer = Renderer()
      let view = RowsView(model: model)
      let before = renderer.render(view).tree
      model.rows[50].title = "Changed \(Int.random(in: 0..<1_000_000))"
      benchmark.startMeasurement()
      let after = renderer.render(view).tree
      let patches = Differ.patches(from: before, to: after)
      benchmark.stopMeasurement()
      precondition(patches.count == 1, "one text patch expected, got \(patches)")
    }
  }

  Benchmark(
    "Patch size vs full HTML: 100-row list, one row's text changed",
    configuration: .init(
      metrics: [.custom("patch frame bytes"), .custom("full HTML bytes"), .custom("patch per mille of HTML")],
      maxIterations: 5
    )
  ) { benchmark in
    let (patch, full) = await MainActor.run {
      let model = RowsModel()
      let renderer = Renderer()
      let view = RowsView(model: model)
      let before = renderer.render(view).tree
      model.rows[50].title = "Changed title"
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
    configuration: .init(metrics: [.custom("bytes per session")], maxIterations: 3)
  ) { benchmark in
    let perSession = await MainActor.run {
      let store = SessionStore(app: CaseStudiesApp.application)
      var sessions: [Session] = []
      let before = mallinfo2().uordblks
      for _ in 0..<200 { sessions.append(store.create(for: DeepLink())) }
      let after = mallinfo2().uordblks
      precondition(sessions.count == 200)
      store.endAll()
      return Int(after - before) / 200
    }
    benchmark.measurement(.custom("bytes per session"), perSession)
  }
}
