@_spi(Runtime) import CairnWeb
import Testing

/// Issue 28, item 14: a tab's secret changes on every attach and resume, so a secret read once
/// (the page's HTML, a copy of the tab's storage) stops working as soon as the tab used it, and
/// replaying it can neither take the live tab's session nor resume it after the tab closed.
@MainActor
@Suite("Secrets: rotated on every attach")
struct SecretRotationTests {
  static let app = WebApplication(title: "Items") { _ in
    AppScreen { ItemsView(model: ItemsModel()) }
  }

  @Test func anAttachRotatesTheSecretAndTheReplayedOneIsRefused() throws {
    let store = SessionStore(app: Self.app)
    let session = try store.create(for: DeepLink())
    let pageSecret = session.secret

    let attached = try #require(store.attach(session: session.id, secret: pageSecret))
    var displaced = false
    attached.session.connect(onReplaced: { displaced = true }, { _ in })
    #expect(session.secret != pageSecret, "the tab is handed a new secret")
    #expect(session.secret.count >= 32)

    // The page's secret, replayed, neither attaches nor displaces the live tab.
    #expect(store.attach(session: session.id, secret: pageSecret) == nil)
    #expect(!displaced)
    #expect(session.isConnected)

    // The tab's own reconnect, with the secret it was handed, still works, and rotates again.
    let handed = session.secret
    #expect(store.attach(session: session.id, secret: handed)?.session === session)
    #expect(session.secret != handed)
    #expect(store.attach(session: session.id, secret: handed) == nil)
  }

  @Test func aResumeRotatesTheEarlierSessionsSecret() throws {
    let store = SessionStore(app: Self.app)
    let previous = try store.create(for: DeepLink())
    let first = try #require(store.attach(session: previous.id, secret: previous.secret))
    let connection = first.session.connect { _ in }
    let stored = previous.secret  // what the tab kept in its storage
    previous.disconnect(connection)

    // The tab reloads: its fresh page resumes the earlier session.
    let reloaded = try store.create(for: DeepLink())
    let resumed = store.attach(
      session: reloaded.id, secret: reloaded.secret,
      resume: .init(session: previous.id, secret: stored))
    #expect(resumed?.session === previous)
    #expect(resumed?.isResumed == true)
    #expect(previous.secret != stored, "the resumed session has a new secret")

    // The stored secret, replayed from another page (a copy of the tab's storage), resumes
    // nothing: that page keeps its own fresh session.
    let replay = try store.create(for: DeepLink())
    let attempt = store.attach(
      session: replay.id, secret: replay.secret,
      resume: .init(session: previous.id, secret: stored))
    #expect(attempt?.session === replay)
    #expect(attempt?.isResumed == false)
    #expect(!previous.hasEnded)
  }

  @Test func aRefusedAttachChangesNothing() throws {
    let store = SessionStore(app: Self.app)
    let session = try store.create(for: DeepLink())
    let secret = session.secret
    #expect(store.attach(session: session.id, secret: "wrong") == nil)
    #expect(session.secret == secret, "a wrong guess does not rotate the tab's secret away")
    #expect(store.attach(session: session.id, secret: secret)?.session === session)
  }
}
