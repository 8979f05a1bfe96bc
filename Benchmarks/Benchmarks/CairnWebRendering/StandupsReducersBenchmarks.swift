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
      let (shared, store, renderer) = makeReducersList()
      let id = store.list.standups[Int.random(in: 0..<100)].id
      measurePatch(benchmark, renderer: renderer, view: { StandupsReducersAppView(store: store) }) {
        // The edit as another tab makes it, then the snapshot the app's subscription delivers.
        _ = shared.update(id) { $0.title = "Edited \(Int.random(in: 0..<1_000_000))" }
        store.send(.sharedStandupsChanged(shared.snapshot()))
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
      let (shared, _, _) = makeReducersList(clock: clock)
      let id = shared.snapshot().standups[0].id.rawValue.uuidString
      let store = withDependencies {
        reducersDependencies(&$0, clock: clock, shared: shared)
      } operation: {
        Store(
          initialState: StandupsAppFeature.State(
            deepLink: DeepLink(path: "/standups/\(id)/record"), snapshot: shared.snapshot())
        ) {
          StandupsAppFeature()
        }
      }
      let frames = FrameLog()
      let live = LiveView(url: { store.state.deepLink }) { StandupsReducersAppView(store: store) }
      live.onUpdate = { frames.frames.append(WireProtocol.updateFrame($0)) }
      return (live, frames)
    }
    await measureTick(benchmark, clock: clock, live: live, frames: frames)
    await MainActor.run { live.stop() }
  }
}

/// The reducers app showing a list of 100 standups, over a shared store of its own.
@MainActor
private func makeReducersList(clock: TestClock<Duration> = TestClock()) -> (
  SharedStandups, StoreOf<StandupsAppFeature>, Renderer
) {
  let standups = withDependencies {
    $0.uuid = .incrementing
    $0.continuousClock = clock
    $0.persistence = PersistenceClient(load: { .missing }, save: { _ in })
  } operation: {
    @Dependency(\.uuid) var uuid
    let store = StandupsStore()
    store.update { standups in
      for index in 0..<100 {
        standups.append(
          Standup(
            id: .init(uuid()),
            attendees: [
              Attendee(id: .init(uuid()), name: "Blob"),
              Attendee(id: .init(uuid()), name: "Blob Jr"),
            ],
            duration: .seconds(60 * 10),
            theme: Theme.allCases[index % Theme.allCases.count],
            title: "Standup \(index)"))
      }
    }
    return store
  }
  let shared = SharedStandups.live(standups)
  let store = withDependencies {
    reducersDependencies(&$0, clock: clock, shared: shared)
  } operation: {
    Store(initialState: StandupsAppFeature.State(snapshot: shared.snapshot())) {
      StandupsAppFeature()
    }
  }
  return (shared, store, Renderer())
}

private func reducersDependencies(
  _ values: inout DependencyValues, clock: TestClock<Duration>, shared: SharedStandups
) {
  values.uuid = .incrementing
  values.date.now = Date(timeIntervalSince1970: 1_700_000_000)
  values.continuousClock = clock
  values.sharedStandups = shared
  values.speechClient = SpeechClient(
    authorizationStatus: { .restricted }, requestAuthorization: { .restricted },
    startTask: { .finished() })
  values.soundEffectClient = SoundEffectClient(load: { _ in }, play: {})
}
