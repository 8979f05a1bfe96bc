import CairnWeb
import CaseStudyFeatures

/// The inventory app: three tabs, each with its own navigation stack; the second is the
/// inventory.
public struct InventoryAppView: View {
  @UIBindable var model: InventoryAppModel

  /// The app drawn from `model`.
  public init(model: InventoryAppModel) {
    self.model = model
  }

  /// The tabs.
  public var body: some View {
    TabView(selection: $model.selectedTab) {
      NavigationStack {
        List {
          Text("Every navigation form here is driven by one optional route enum and its cases.")
          Button("Go to inventory") { model.goToInventoryButtonTapped() }
          Link("Back to the case studies", destination: "/")
        }
        .navigationTitle("Welcome")
      }
      .tabItem { Label("One", systemImage: "1.circle") }
      .tag(InventoryAppModel.Tab.one)

      NavigationStack {
        InventoryView(model: model.inventory)
      }
      .tabItem { Label("Inventory", systemImage: "list.bullet") }
      .tag(InventoryAppModel.Tab.inventory)

      NavigationStack {
        InventorySummaryView(model: model.inventory)
      }
      .tabItem { Label("Three", systemImage: "3.circle") }
      .tag(InventoryAppModel.Tab.three)
    }
  }
}

/// The third tab: how many items there are, and how many are in stock.
struct InventorySummaryView: View {
  let model: InventoryModel

  var body: some View {
    let rows = model.inventory
    let inStock = rows.filter { $0.item.status.isInStock }.count
    List {
      Text("\(rows.count) items")
      Text("\(inStock) in stock")
      Text("\(rows.count - inStock) out of stock")
    }
    .navigationTitle("Summary")
  }
}

extension CaseStudiesApp {
  /// A tab of the inventory app: its URL follows the selected tab and the inventory's route.
  @MainActor
  static func inventoryScreen(_ link: DeepLink) -> AppScreen {
    let model = InventoryAppModel(deepLink: link)
    return AppScreen(
      url: { model.deepLink },
      open: { model.open($0) },
      content: { InventoryAppView(model: model) }
    )
  }
}
