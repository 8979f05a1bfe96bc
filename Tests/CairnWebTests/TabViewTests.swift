import Cairn
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A tab view over a selection binding.
@MainActor
@Suite("TabView")
struct TabViewTests {
  enum Tab: Hashable { case one, inventory, three }

  @Observable @MainActor
  final class Model {
    var selectedTab = Tab.inventory
  }

  struct TabsView: View {
    @UIBindable var model: Model

    var body: some View {
      TabView(selection: $model.selectedTab) {
        Text("Page one").tabItem { Text("One") }.tag(Tab.one)
        NavigationStack {
          Text("The inventory").navigationTitle("Inventory")
        }
        .tabItem { Label("Inventory", systemImage: "list.bullet") }
        .tag(Tab.inventory)
        Text("Page three").navigationTitle("Three").tabItem { Text("Three") }.tag(Tab.three)
      }
    }
  }

  func tabs(_ host: ViewHost) -> [(name: String, selected: String?)] {
    host.tree.descendants().compactMap { _, node in
      node.attributes["role"] == "tab"
        ? (node.textContent.trimmingCharacters(in: .whitespaces), node.attributes["aria-selected"])
        : nil
    }
  }

  @Test func showsTheSelectedPageUnderATablistOfTabs() {
    let host = ViewHost { TabsView(model: Model()) }
    #expect(tabs(host).map(\.name) == ["One", "Inventory", "Three"])
    #expect(tabs(host).map(\.selected) == ["false", "true", "false"])
    #expect(host.tree.descendants().contains { $0.node.attributes["role"] == "tablist" })
    #expect(host.contains(text: "The inventory"))
    #expect(!host.contains(text: "Page one"))
    #expect(!host.contains(text: "Page three"))
    #expect(host.live.title == "Inventory", "a hidden page's title does not leak")
  }

  @Test func tappingATabSelectsIt() async throws {
    let model = Model()
    let host = ViewHost { TabsView(model: model) }
    try await host.tap(
      host.all(.button).first { $0[attribute: "role"] == "tab" && $0.name == "Three" })
    #expect(model.selectedTab == .three)
    #expect(host.contains(text: "Page three"))
    #expect(!host.contains(text: "The inventory"))
    #expect(tabs(host).map(\.selected) == ["false", "false", "true"])
  }

  @Test func theModelSelectingATabShowsIt() async {
    let model = Model()
    let host = ViewHost { TabsView(model: model) }
    model.selectedTab = .one
    await host.settle()
    #expect(host.contains(text: "Page one"))
    #expect(tabs(host).map(\.selected) == ["true", "false", "false"])
  }
}
