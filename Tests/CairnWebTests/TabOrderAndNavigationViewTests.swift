import Cairn
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// Issue 29, deliverable 5: a tab view whose pages write `tag` and `tabItem` in either order,
/// `NavigationView`, the older title and toolbar names.
@MainActor
@Suite("Tab order and NavigationView")
struct TabOrderAndNavigationViewTests {
  enum Tab: Hashable { case first, inventory, third }

  @Observable @MainActor
  final class Model {
    var selectedTab = Tab.first
  }

  struct MixedTabs: View {
    @UIBindable var model: Model

    var body: some View {
      TabView(selection: $model.selectedTab) {
        Button("Go to inventory") { model.selectedTab = .inventory }
          .tag(Tab.first)
          .tabItem { Label("First", systemImage: "arrow.forward") }
        NavigationView {
          Text("The inventory")
            .navigationBarTitle("Inventory")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
              ToolbarItem(placement: .navigationBarLeading) { Button("Edit") {} }
              ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} }
            }
        }
        .tabItem { Text("Inventory") }
        .tag(Tab.inventory)
        Text("Third page")
          .tag(Tab.third)
          .tabItem { Text("Third") }
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

  @Test func tagThenTabItemAndTabItemThenTagBothMakePages() async throws {
    let model = Model()
    let host = ViewHost { MixedTabs(model: model) }
    #expect(tabs(host).map(\.name) == ["First", "Inventory", "Third"])
    #expect(tabs(host).map(\.selected) == ["true", "false", "false"])
    #expect(host.button("Go to inventory") != nil)
    #expect(!host.contains(text: "The inventory"))
    #expect(!host.contains(text: "Third page"))

    try await host.tap(host.button("Go to inventory"))
    #expect(model.selectedTab == .inventory)
    #expect(host.contains(text: "The inventory"))
    #expect(host.live.title == "Inventory", "navigationBarTitle titles the NavigationView")
    #expect(tabs(host).map(\.selected) == ["false", "true", "false"])

    try await host.tap(
      host.all(.button).first { $0[attribute: "role"] == "tab" && $0.name == "Third" })
    #expect(model.selectedTab == .third)
    #expect(host.contains(text: "Third page"))
    #expect(host.button("Go to inventory") == nil)
  }

  @Test func olderToolbarPlacementsGoToTheirSides() async throws {
    let model = Model()
    model.selectedTab = .inventory
    let host = ViewHost { MixedTabs(model: model) }
    let leading = host.tree.descendants().first { $0.node.attributes["class"] == "bar-leading" }
    let trailing = host.tree.descendants().first { $0.node.attributes["class"] == "bar-trailing" }
    #expect(leading?.node.textContent == "Edit")
    #expect(trailing?.node.textContent == "Add")
  }
}
