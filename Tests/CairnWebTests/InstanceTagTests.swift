@_spi(Runtime) import CairnWeb
import Testing

/// A process's tag in front of its session ids, which a proxy routes sockets by.
@MainActor
@Suite("Instance tags")
struct InstanceTagTests {
  @Test func sessionIdsStartWithTheProcessTag() throws {
    let app = WebApplication(title: "Items") { _ in AppScreen { ItemsView(model: ItemsModel()) } }
    let tagged = SessionStore(app: app, instance: "b2")
    let untagged = SessionStore(app: app)
    let session = try tagged.create(for: DeepLink())
    #expect(session.id.hasPrefix("b2-"))
    #expect(session.id.count >= 33, "the tag comes on top of an id long enough not to be guessed")
    #expect(tagged.attach(session: session.id, secret: session.secret, resume: nil) != nil)
    #expect(!(try untagged.create(for: DeepLink()).id.contains("-")))
  }

  @Test func onlyShortAlphanumericTagsNameAProcess() {
    for valid in ["", "a", "b2", "Node7", String(repeating: "x", count: 16)] {
      #expect(CairnServer.isValidInstance(valid), "\(valid)")
    }
    for invalid in [String(repeating: "x", count: 17), "a-b", "a/b", "é", "a b", "$host", "a;"] {
      #expect(!CairnServer.isValidInstance(invalid), "\(invalid)")
    }
  }
}
