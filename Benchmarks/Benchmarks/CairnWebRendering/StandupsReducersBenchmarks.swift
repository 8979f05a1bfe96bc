import Benchmark
import CairnArchitecture
@_spi(Runtime) import CairnWeb
import Clocks
import Dependencies
import Foundation
import Standups
import StandupsDomain
import StandupsFeatures
import StandupsReducers

/// The same two Standups measurements as `standupsBenchmarks()`, for the reducers flavour, so
/// one run compares the flavours side by side.
func standupsReducersBenchmarks() {
  Benchmark(
    "Standups list, 100 standups: one title edit to patch (reducers)",
    configuration: .init(
      metrics: [.wallClock, .custom("patch frame bytes"), .custom("full HTML bytes")],
      maxDuration: .seconds(3)
    )
  ) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let (standups, store, renderer) = makeReducersApp()
      let id = store.list.standups[Int.random(in: 0..<100)].id
      measurePatch(benchmark, renderer: renderer, view: { StandupsReducersAppView(store: store) }) {
        // The edit as another tab makes it, then the action the app's subscription sends.
        standups.withLock { $0[id: id]?.title = "Edited \(Int.random(in: 0..<1_000_000))" }
        store.send(.sharedStandupsChanged)
      }
    }
  }

  Benchmark(
    "Record meeting: one timer tick to patch (reducers)",
    configuration: .init(
      metrics: [.wallClock, .custom("patch frame bytes")],
      maxDuration: .seconds(3)
    )
  ) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    let clock = TestClock()
    let (live, frames) = await MainActor.run {
      let (_, store, _) = makeReducersApp(clock: clock, recording: true)
      let frames = FrameLog()
      let live = LiveView(url: { store.state.deepLink }) { StandupsReducersAppView(store: store) }
      live.onUpdate = { frames.frames.append(WireProtocol.updateFrame($0)) }
      return (live, frames)
    }
    await measureTick(benchmark, clock: clock, live: live, frames: frames)
    await MainActor.run { live.stop() }
  }
}

/// The reducers app over 100 standups kept in memory of its own: showing the list, or with
/// `recording` the record screen of the first standup.
@MainActor
private func makeReducersApp(
  clock: TestClock<Duration> = TestClock(), recording: Bool = false
) -> (Shared<IdentifiedArrayOf<Standup>>, StoreOf<StandupsAppFeature>, Renderer) {
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
    let standups = Shared(.standups)
    let hundred = hundredStandups()
    standups.withLock { $0 = hundred }
    let state =
      recording
      ? StandupsAppFeature.State(
        deepLink: DeepLink(path: "/standups/\(hundred[0].id.rawValue.uuidString)/record"))
      : StandupsAppFeature.State()
    let store = Store(initialState: state) { StandupsAppFeature() }
    return (standups, store, Renderer())
  }
}
