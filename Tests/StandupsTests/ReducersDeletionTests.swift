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

/// Issue 33, item 14: deleting a standup in the reducers flavour's screens reports nothing (a
/// runtime warning would be an issue that fails the test), leaves for the list, and removes
/// only that standup, by id.
@MainActor
@Suite("Deleting a standup (reducers screens)", .mainSerialExecutor)
struct ReducersDeletionTests {
  static let design = Standup(
    id: Standup.ID(UUID(40)), attendees: [Attendee(id: Attendee.ID(UUID(41)), name: "Blob")],
    title: "Design")
  static let product = Standup(
    id: Standup.ID(UUID(50)), attendees: [Attendee(id: Attendee.ID(UUID(51)), name: "Blob Jr")],
    title: "Product")

  @Test func deletingFromTheDetailWarnsOfNothing() async throws {
    let (standups, store, host) = withDependencies {
      $0.uuid = .incrementing
      $0.continuousClock = TestClock()
      $0.speechClient = SpeechClient(
        authorizationStatus: { .restricted }, requestAuthorization: { .restricted },
        startTask: { .finished() })
      $0.soundEffectClient = SoundEffectClient(load: { _ in }, play: {})
    } operation: {
      let standups = sharedStandups([Self.design, Self.product])
      let link = DeepLink(path: "/standups/\(Self.design.id.rawValue.uuidString)")
      let store = Store(initialState: StandupsAppFeature.State(deepLink: link)) {
        StandupsAppFeature()
      }
      let host = ViewHost(url: { store.state.deepLink }) {
        StandupsReducersAppView(store: store)
      }
      return (standups, store, host)
    }
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
}
