import Cairn
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A model whose stack holds plain numbers, with a log of what the links did.
@MainActor @Observable
final class LinkModel {
  var path: [Int] = []
  var navigationPath = UINavigationPath()
  var edited: Gadget?
  var log: [String] = []

  func setEditing(_ isActive: Bool) {
    log.append("onNavigate(\(isActive))")
    edited = isActive ? Gadget(id: 7, name: "Lamp", status: .inStock(quantity: 1)) : nil
  }
}

/// Value links in a stack whose paths print as `/numbers/1/2`.
struct NumberLinksView: View {
  @UIBindable var model: LinkModel
  let printsURLs: Bool

  var body: some View {
    let stack = NavigationStack(path: $model.path) {
      List {
        NavigationLink("One", value: 1)
        NavigationLink(value: 2) { Text("Two") }
      }
      .navigationTitle("Numbers")
    } destination: { number in
      List { NavigationLink("Next", value: number + 1) }.navigationTitle("Number \(number)")
    }
    if printsURLs {
      stack.navigationLinkURL { (path: [Int]) in DeepLink(["numbers"] + path.map(String.init)) }
    } else {
      stack
    }
  }
}

/// A value link in a stack driven by a type-erased path.
struct ErasedPathLinkView: View {
  @UIBindable var model: LinkModel

  var body: some View {
    NavigationStack(path: $model.navigationPath) {
      NavigationLink("Word", value: "hello").navigationTitle("Words")
    } destination: { element in
      Text("Pushed \(element)").navigationTitle("Pushed")
    }
  }
}

/// The fire-and-forget, state-driven and action forms.
struct OtherLinksView: View {
  @UIBindable var model: LinkModel
  var isEnabled = true

  var body: some View {
    NavigationStack {
      List {
        NavigationLink("About") { Text("Made here").navigationTitle("About") }
        NavigationLink("Help", href: DeepLink(["help"])) { Text("Ask").navigationTitle("Help") }
        NavigationLink(item: $model.edited, href: DeepLink(["gadgets", "7", "edit"])) {
          model.setEditing($0)
        } destination: { $gadget in
          GadgetForm(gadget: $gadget).navigationTitle("Edit \(gadget.name)")
        } label: {
          Text("Edit lamp")
        }
        NavigationLink(href: DeepLink(["standups", "42"])) {
          model.log.append("row tapped")
        } label: {
          Text("Standup 42")
        }
        .disabled(!isEnabled)
      }
      .navigationTitle("Links")
    }
  }
}

@MainActor
@Suite("NavigationLink")
struct NavigationLinkTests {
  @Test("A value link is a real link to the URL of the path it makes, and a click pushes")
  func valueLinkPushes() async throws {
    let model = LinkModel()
    let host = ViewHost { NumberLinksView(model: model, printsURLs: true) }
    #expect(host.link("One")?[attribute: "href"] == "/numbers/1")
    #expect(host.link("Two")?[attribute: "href"] == "/numbers/2")

    try await host.tap(host.link("Two"))
    #expect(model.path == [2])
    #expect(host.contains(text: "Number 2"))
    // On a pushed screen, the URL is the path below the screen plus the link's value.
    #expect(host.link("Next")?[attribute: "href"] == "/numbers/2/3")
    try await host.tap(host.link("Next"))
    #expect(model.path == [2, 3])
  }

  @Test("A value link's href carries the app's path prefix")
  func valueLinkHasPrefix() {
    let model = LinkModel()
    let host = ViewHost(urlPrefix: "/app") { NumberLinksView(model: model, printsURLs: true) }
    #expect(host.link("One")?[attribute: "href"] == "/app/numbers/1")
  }

  @Test("Without a URL printer a value link is a button that still pushes")
  func valueLinkWithoutPrinterIsAButton() async throws {
    let model = LinkModel()
    let host = ViewHost { NumberLinksView(model: model, printsURLs: false) }
    #expect(host.link("One") == nil)
    try await host.tap(host.button("One"))
    #expect(model.path == [1])
  }

  @Test("A value link pushes onto a type-erased path")
  func valueLinkOnErasedPath() async throws {
    let model = LinkModel()
    let host = ViewHost { ErasedPathLinkView(model: model) }
    try await host.tap(host.button("Word"))
    #expect(model.navigationPath.count == 1)
    #expect(host.contains(text: "Pushed hello"))
  }

  @Test("A fire-and-forget link pushes its own destination and back pops it")
  func fireAndForgetLink() async throws {
    let model = LinkModel()
    let host = ViewHost { OtherLinksView(model: model) }
    // No URL of its own: drawn as a button. With one: a link.
    #expect(host.link("About") == nil)
    #expect(host.link("Help")?[attribute: "href"] == "/help")

    try await host.tap(host.button("About"))
    #expect(host.contains(text: "Made here"))
    #expect(host.live.stackDepth == 1)
    try await host.goBack()
    #expect(!host.contains(text: "Made here"))
    #expect(host.live.stackDepth == 0)

    try await host.tap(host.link("Help"))
    #expect(host.contains(text: "Ask"))
  }

  @Test("A state-driven link asks the model, hands the screen a binding, and reports the pop")
  func stateDrivenLink() async throws {
    let model = LinkModel()
    let host = ViewHost { OtherLinksView(model: model) }
    #expect(host.link("Edit lamp")?[attribute: "href"] == "/gadgets/7/edit")

    try await host.tap(host.link("Edit lamp"))
    #expect(model.log == ["onNavigate(true)"])
    #expect(host.contains(text: "Edit Lamp"))

    // The pushed form edits the model's payload in place, through the binding.
    try await host.type("Desk lamp", into: host.textField("Name"))
    #expect(model.edited?.name == "Desk lamp")
    #expect(host.contains(text: "Edit Desk lamp"))

    try await host.goBack()
    #expect(model.log == ["onNavigate(true)", "onNavigate(false)"])
    #expect(model.edited == nil)
    #expect(host.live.stackDepth == 0)
  }

  @Test("A route set by the model (a deep link) pushes the state-driven link's screen")
  func stateDrivenLinkFollowsModel() async throws {
    let model = LinkModel()
    model.edited = Gadget(id: 7, name: "Shelf", status: .outOfStock(isOnBackOrder: true))
    let host = ViewHost { OtherLinksView(model: model) }
    #expect(host.contains(text: "Edit Shelf"))
    #expect(host.live.stackDepth == 1)
    #expect(model.log.isEmpty)
  }

  @Test("An action link runs its action; disabled, it has no href and no handler")
  func actionLink() async throws {
    let model = LinkModel()
    let host = ViewHost { OtherLinksView(model: model) }
    #expect(host.link("Standup 42")?[attribute: "href"] == "/standups/42")
    try await host.tap(host.link("Standup 42"))
    #expect(model.log == ["row tapped"])

    let disabled = ViewHost { OtherLinksView(model: model, isEnabled: false) }
    let link = disabled.tree.descendants().first {
      $0.node.attributes["class"] == "navigation-link" && $0.node.textContent == "Standup 42"
    }
    #expect(link?.node.tag == "a")
    #expect(link?.node.attributes["href"] == nil)
    #expect(link?.node.attributes["aria-disabled"] == "true")
    #expect(link?.node.attributes["data-on-click"] == nil)
  }
}
