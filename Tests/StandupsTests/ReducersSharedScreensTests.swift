import Cairn
import CairnArchitecture
import CairnSharing
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import IdentifiedCollections
import Standups
import StandupsDomain
import StandupsFeatures
import StandupsReducers
import Testing

/// The reducers flavour's screens over `@Shared(.standups)` in the store's state: what the
/// shared standups hold, and how they are stored, shows at once; and deleting a standup reports
/// nothing (issue 33, item 14: a runtime warning would be an issue that fails the test).
@MainActor
@Suite("Reducers screens on shared standups", .mainSerialExecutor)
struct ReducersSharedScreensTests {
  static let design = Standup(
    id: Standup.ID(UUID(40)), attendees: [Attendee(id: Attendee.ID(UUID(41)), name: "Blob")],
    title: "Design")
  static let product = Standup(
    id: Standup.ID(UUID(50)), attendees: [Attendee(id: Attendee.ID(UUID(51)), name: "Blob Jr")],
    title: "Product")

  /// The reducers app at `path` over the test's shared standups, holding `initial` (if any),
  /// in the headless host; `provide` chooses where they are kept (memory by default).
  func open(
    _ path: String, holding initial: [Standup] = [],
    provide: (inout DependencyValues) -> Void = { _ in }
  ) -> (Shared<IdentifiedArrayOf<Standup>>, StoreOf<StandupsAppFeature>, ViewHost) {
    withDependencies {
      provide(&$0)
      $0.uuid = .incrementing
      $0.continuousClock = TestClock()
      $0.speechClient = SpeechClient(
        authorizationStatus: { .restricted }, requestAuthorization: { .restricted },
        startTask: { .finished() })
      $0.soundEffectClient = SoundEffectClient(load: { _ in }, play: {})
    } operation: {
      let standups = sharedStandups(initial)
      let store = Store(initialState: StandupsAppFeature.State(deepLink: DeepLink(path: path))) {
        StandupsAppFeature()
      }
      let host = ViewHost(url: { store.state.deepLink }) {
        StandupsReducersAppView(store: store)
      }
      return (standups, store, host)
    }
  }

  func detailPath(_ standup: Standup) -> String {
    "/standups/\(standup.id.rawValue.uuidString)"
  }

  @Test func deletingFromTheDetailWarnsOfNothing() async throws {
    let (standups, store, host) = open(
      detailPath(Self.design), holding: [Self.design, Self.product])
    await host.settle()
    try await host.tap(host.button("Delete"))
    try await host.tap(host.button("Yes", in: host.alert("Delete?")))
    await Task.megaYield()
    await host.settle()
    #expect(standups.wrappedValue.ids == [Self.product.id])
    #expect(store.state.path.isEmpty)
    #expect(host.find(.heading, "Daily Standups") != nil)
    #expect(host.alert() == nil, "this tab deleted it: no notice")
  }

  @Test func anotherTabsEditShowsAtOnce() async throws {
    let (standups, _, host) = open(detailPath(Self.design), holding: [Self.design])
    await host.settle()
    #expect(host.find(.heading, "Design") != nil)
    standups.withLock { $0[id: Self.design.id]?.title = "Design crit" }
    await host.settle()
    #expect(host.find(.heading, "Design crit") != nil)
  }

  @Test func theStorageNoticeShowsAFailedSaveAndTryAgainSavesAtOnce() async throws {
    let disk = StandupsDisk([Self.design])
    let (standups, _, host) = open(detailPath(Self.design), provide: disk.provide)
    await host.settle()
    #expect(!host.contains(text: "could not be saved"))
    disk.fileSystem.saveFailure = "No space left on device"
    standups.withLock { $0[id: Self.design.id]?.title = "Design crit" }
    await host.settle()
    #expect(
      host.contains(
        text: "Your changes could not be saved (No space left on device). They are kept"))
    disk.fileSystem.saveFailure = nil
    try await host.tap(host.button("Try again"))
    await Task.megaYield()
    await host.settle()
    #expect(!host.contains(text: "could not be saved"), "saved: the notice is gone")
    #expect(disk.saved?.map(\.title) == ["Design crit"])
  }
}
