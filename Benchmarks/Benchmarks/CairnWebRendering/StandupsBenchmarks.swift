import Benchmark
@_spi(Runtime) import CairnWeb
import Clocks
import Dependencies
import Foundation
import Standups
import StandupsDomain
import StandupsFeatures

/// Standups: the list of 100 standups re-rendered after one title edit, and one record-meeting
/// tick from the clock to the patch.
func standupsBenchmarks() {
  Benchmark(
    "Standups list, 100 standups: one title edit to patch",
    configuration: .init(
      metrics: [.wallClock, .custom("patch frame bytes"), .custom("full HTML bytes")],
      maxDuration: .seconds(3)
    )
  ) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let (model, renderer) = makeList()
      let id = model.standups[Int.random(in: 0..<100)].id
      measurePatch(benchmark, renderer: renderer, view: { AppView(model: model) }) {
        model.$standups.withLock { $0[id: id]?.title = "Edited \(Int.random(in: 0..<1_000_000))" }
      }
    }
  }

  Benchmark(
    "Record meeting: one timer tick to patch",
    configuration: .init(
      metrics: [.wallClock, .custom("patch frame bytes")],
      maxDuration: .seconds(3)
    )
  ) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    let clock = TestClock()
    let (live, frames, task) = await MainActor.run {
      let (model, _) = makeList(clock: clock)
      let id = model.standups[0].id.rawValue.uuidString
      model.open(DeepLink(path: "/standups/\(id)/record"))
      let frames = FrameLog()
      let live = LiveView(url: { model.deepLink }) { AppView(model: model) }
      live.onUpdate = { frames.frames.append(WireProtocol.updateFrame($0)) }
      let task: Task<Void, Never>?
      if case .record(let record) = model.path.last {
        task = Task { await record.task() }
      } else {
        task = nil
      }
      return (live, frames, task)
    }
    await measureTick(benchmark, clock: clock, live: live, frames: frames)
    task?.cancel()
    await MainActor.run { live.stop() }
  }
}

/// Lets the meeting start and tick once, then measures one more tick of `clock` until `live`
/// has sent its patch; records that frame's size.
func measureTick(
  _ benchmark: Benchmark, clock: TestClock<Duration>, live: LiveView, frames: FrameLog
) async {
  await live.settle()
  await clock.advance(by: .seconds(1))
  await live.settle()
  benchmark.startMeasurement()
  await clock.advance(by: .seconds(1))
  await live.settle()
  benchmark.stopMeasurement()
  let last = await MainActor.run { frames.frames.last ?? "" }
  benchmark.measurement(.custom("patch frame bytes"), last.utf8.count)
}

/// Measures `change` and then rendering `view`, diffing it against the render before, and
/// encoding the patch's frame; records the frame's and the full page's sizes.
@MainActor
func measurePatch(
  _ benchmark: Benchmark, renderer: Renderer, view: () -> some View, change: () -> Void
) {
  let before = renderer.render(view()).tree
  benchmark.startMeasurement()
  change()
  let after = renderer.render(view()).tree
  let update = LiveView.Update(patches: Differ.patches(from: before, to: after), effects: [])
  let frame = WireProtocol.updateFrame(update)
  benchmark.stopMeasurement()
  benchmark.measurement(.custom("patch frame bytes"), frame.utf8.count)
  benchmark.measurement(.custom("full HTML bytes"), HTML.render(after).utf8.count)
}

/// An app showing a list of 100 standups, kept in memory of its own.
@MainActor
private func makeList(clock: TestClock<Duration> = TestClock()) -> (AppModel, Renderer) {
  withDependencies {
    benchmarkStandupsStorage(&$0)
    $0.uuid = .incrementing
    $0.date.now = Date(timeIntervalSince1970: 1_700_000_000)
    $0.continuousClock = clock
    $0.speechClient = SpeechClient(
      authorizationStatus: { .restricted }, requestAuthorization: { .restricted },
      startTask: { .finished() })
    $0.soundEffectClient = SoundEffectClient(load: { _ in }, play: {})
  } operation: {
    let model = AppModel()
    let standups = hundredStandups()
    model.$standups.withLock { $0 = standups }
    return (model, Renderer())
  }
}

/// The frames a live view sent.
@MainActor
final class FrameLog {
  var frames: [String] = []
}
