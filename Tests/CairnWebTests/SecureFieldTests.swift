@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// Issue 28, item 14: a secure field's text goes from the browser to the server, never back:
/// not in the page's HTML, not in a patch, not in the whole screen a reconnect or a resume
/// sends.
@MainActor
@Suite("Secure fields")
struct SecureFieldTests {
  @MainActor @Observable
  final class Model {
    var password = ""
  }

  struct LoginView: View {
    @UIBindable var model: Model
    var body: some View {
      Form { SecureField("Password", text: $model.password) }
    }
  }

  static let password = "hunter2-correct-horse"

  /// Everything the browser was sent about the screen: the page, every update, and the
  /// whole screen as a reset frame would carry it.
  static func sentToTheBrowser(_ host: ViewHost) -> [String] {
    [host.html, WireProtocol.resetFrame(tree: host.tree, title: nil, url: nil)]
      + host.updates.map { WireProtocol.updateFrame($0) }
  }

  @Test func whatIsTypedReachesTheModelButNeverComesBack() async throws {
    let model = Model()
    let host = ViewHost { LoginView(model: model) }
    let field = try #require(host.textField("Password"))
    #expect(field.node.attributes["type"] == "password")

    try await host.type(Self.password, into: field)
    #expect(model.password == Self.password, "the server still receives what is typed")
    for sent in Self.sentToTheBrowser(host) {
      #expect(!sent.contains("hunter2"), "\(sent.prefix(300))")
    }
    #expect(host.textField("Password")?.node.attributes["value"] == nil)
  }

  @Test func aPasswordTheModelHoldsIsNeverRendered() async throws {
    let model = Model()
    model.password = Self.password
    let host = ViewHost { LoginView(model: model) }
    #expect(!host.html.contains("hunter2"))
    model.password = "another-secret-value"
    await host.settle()
    for sent in Self.sentToTheBrowser(host) {
      #expect(!sent.contains("hunter2") && !sent.contains("another-secret"))
    }
    // The browser shows nothing it was not sent; the placeholder says a password is kept.
    let field = try #require(host.textField("Password"))
    #expect(field.node.attributes["placeholder"] != "Password")
    #expect(field.node.attributes["aria-label"] == "Password")
  }

  @Test func clearingTheModelClearsTheBrowsersField() async throws {
    let model = Model()
    let host = ViewHost { LoginView(model: model) }
    try await host.type(Self.password, into: host.textField("Password"))
    model.password = ""
    await host.settle()
    // An empty value reveals nothing, and the attribute's return tells the browser to
    // empty the field.
    #expect(host.textField("Password")?.node.attributes["value"] == "")
    #expect(host.textField("Password")?.node.attributes["placeholder"] == "Password")
  }
}
