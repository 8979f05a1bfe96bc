@_spi(Runtime) import CairnWeb
import Testing

/// Issue 28, items 8 and 12: one client address cannot take the sessions every other client
/// needs, neither by a flood of page loads that never attach nor by holding attached tabs.
@MainActor
@Suite("Hostile input: one client against the others")
struct ClientFairnessTests {
  struct EmptyView: View {
    var body: some View { Text("Hello") }
  }

  static func store(_ configure: (inout RequestLimits) -> Void = { _ in }) -> SessionStore {
    var limits = RequestLimits()
    configure(&limits)
    return SessionStore(
      app: WebApplication(title: "Fair") { _ in AppScreen { EmptyView() } }, limits: limits)
  }

  @Test func aFloodFromOneAddressDoesNotEvictAnotherAddresssWaitingTab() throws {
    let store = Self.store()
    let tab = try store.create(for: DeepLink(), from: "192.0.2.2")
    // Far more blind page loads than the server lets wait, all from one address.
    for _ in 0..<2_000 { _ = try store.create(for: DeepLink(), from: "192.0.2.1") }
    #expect(!tab.hasEnded, "the other address's tab is still waiting for its socket")
    #expect(store.attach(session: tab.id, secret: tab.secret)?.session === tab)
    #expect(
      store.count(client: "192.0.2.1") == store.limits.maximumWaitingSessionsPerClient,
      "the flood pushed out only its own oldest page loads")
  }

  @Test func manyFloodingAddressesEvictTheLargestHolderFirst() throws {
    let store = Self.store {
      $0.maximumWaitingSessions = 20
      $0.maximumWaitingSessionsPerClient = 15
    }
    let tab = try store.create(for: DeepLink(), from: "192.0.2.9")
    // Two flooding addresses fill the server's waiting bound between them.
    for _ in 0..<100 {
      _ = try store.create(for: DeepLink(), from: "192.0.2.1")
      _ = try store.create(for: DeepLink(), from: "192.0.2.2")
    }
    #expect(!tab.hasEnded, "the oldest waiting tab was not evicted: the floods were larger")
    #expect(store.count <= 20)
  }

  @Test func oneAddressHoldsAtMostItsShareAndOthersStillGetSessions() throws {
    let store = Self.store {
      $0.maximumSessions = 50
      $0.maximumSessionsPerClient = 10
    }
    for _ in 0..<10 { try store.create(for: DeepLink(), from: "192.0.2.1").connect { _ in } }
    #expect(throws: SessionStore.Full(bound: .client)) {
      try store.create(for: DeepLink(), from: "192.0.2.1")
    }
    #expect(store.count(client: "192.0.2.1") == 10)
    let visitor = try store.create(for: DeepLink(), from: "192.0.2.2")
    #expect(!visitor.hasEnded, "a new visitor from another address still gets a session")
  }

  @Test func anAddressGetsSessionsAgainOnceItsOwnEnd() throws {
    let store = Self.store { $0.maximumSessionsPerClient = 3 }
    let start = ContinuousClock.now
    let held = try (0..<3).map { _ in
      let session = try store.create(for: DeepLink(), from: "192.0.2.1", at: start)
      session.disconnect(session.connect { _ in }, at: start)
      return session
    }
    #expect(throws: SessionStore.Full(bound: .client)) {
      try store.create(for: DeepLink(), from: "192.0.2.1", at: start)
    }
    store.sweep(at: start + store.gracePeriod + .seconds(1))
    #expect(held.allSatisfy { $0.hasEnded })
    #expect(store.count(client: "192.0.2.1") == 0)
    _ = try store.create(for: DeepLink(), from: "192.0.2.1")
  }

  @Test func anAddressAtItsShareMakesRoomFromItsOwnWaitingPages() throws {
    let store = Self.store { $0.maximumSessionsPerClient = 3 }
    let other = try store.create(for: DeepLink(), from: "192.0.2.2")
    let blind = try store.create(for: DeepLink(), from: "192.0.2.1")
    for _ in 0..<2 { try store.create(for: DeepLink(), from: "192.0.2.1").connect { _ in } }
    let tab = try store.create(for: DeepLink(), from: "192.0.2.1")
    #expect(blind.hasEnded, "its own page that never attached made room")
    #expect(!tab.hasEnded && !other.hasEnded)
    #expect(store.count(client: "192.0.2.1") == 3)
  }

  @Test func sessionsOfUnknownClientsAreBoundOnlyByTheServer() throws {
    let store = Self.store {
      $0.maximumSessions = 30
      $0.maximumSessionsPerClient = 2
    }
    for _ in 0..<30 { try store.create(for: DeepLink()).connect { _ in } }
    #expect(store.count == 30)
    #expect(throws: SessionStore.Full(bound: .server)) { try store.create(for: DeepLink()) }
  }
}
