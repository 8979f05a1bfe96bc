import Cairn
import Dependencies
import Foundation

/// The inventory app's URLs, all under `/inventory`:
///
/// - `/inventory`: the inventory tab; `/inventory/tabs/one`, `/inventory/tabs/three`: the
///   other tabs;
/// - `/inventory/add`: the add sheet;
/// - `/inventory/<id>/edit`, `/inventory/<id>/duplicate`, `/inventory/<id>/delete`: a row's
///   drill-down, popover or alert.
///
/// A link to an item this tab does not have lands on the inventory (the nearest valid screen).
public enum InventoryRoute: Equatable, Sendable {
  /// A tab other than the inventory.
  case tab(InventoryAppModel.Tab)
  /// The inventory, presenting nothing.
  case inventory
  /// The add sheet.
  case add
  /// The edit drill-down of an item.
  case edit(Item.ID)
  /// The duplicate popover of an item.
  case duplicate(Item.ID)
  /// The delete alert of an item.
  case delete(Item.ID)

  /// The first path component of every inventory URL.
  public static let prefix = "inventory"

  /// Whether `link` is one of the inventory app's.
  public static func matches(_ link: DeepLink) -> Bool {
    link.pathComponents.first == prefix
  }

  /// The route `link` spells; anything unknown is the inventory.
  public static func parse(_ link: DeepLink) -> InventoryRoute {
    let components = Array(link.pathComponents.dropFirst())
    switch components.count {
    case 1 where components[0] == "add":
      return .add
    case 2 where components[0] == "tabs":
      switch InventoryAppModel.Tab(rawValue: components[1]) {
      case .one: return .tab(.one)
      case .three: return .tab(.three)
      case .inventory, nil: return .inventory
      }
    case 2:
      guard let id = UUID(uuidString: components[0]) else { return .inventory }
      switch components[1] {
      case "edit": return .edit(id)
      case "duplicate": return .duplicate(id)
      case "delete": return .delete(id)
      default: return .inventory
      }
    default:
      return .inventory
    }
  }

  /// The link that spells the route.
  public var deepLink: DeepLink {
    switch self {
    case .tab(let tab): DeepLink([Self.prefix, "tabs", tab.rawValue])
    case .inventory: DeepLink([Self.prefix])
    case .add: DeepLink([Self.prefix, "add"])
    case .edit(let id): DeepLink([Self.prefix, id.uuidString, "edit"])
    case .duplicate(let id): DeepLink([Self.prefix, id.uuidString, "duplicate"])
    case .delete(let id): DeepLink([Self.prefix, id.uuidString, "delete"])
    }
  }
}

extension InventoryAppModel {
  /// The app in the state `link` spells, over `items`.
  public convenience init(deepLink link: DeepLink, items: [Item] = Item.samples) {
    self.init(inventory: InventoryModel(items: items))
    open(link)
  }

  /// Where the app is, as a route.
  public var currentRoute: InventoryRoute {
    guard selectedTab == .inventory else { return .tab(selectedTab) }
    switch inventory.route {
    case nil: return .inventory
    case .add: return .add
    case .row(let id, .edit): return .edit(id)
    case .row(let id, .duplicate): return .duplicate(id)
    case .row(let id, .deleteAlert): return .delete(id)
    }
  }

  /// Where the app is, as a link.
  public var deepLink: DeepLink {
    currentRoute.deepLink
  }

  /// Goes where `link` says, keeping what is already there: a draft being edited survives
  /// a link to the screen it is on.
  public func open(_ link: DeepLink) {
    let route = InventoryRoute.parse(link)
    guard route != currentRoute else { return }
    @Dependency(\.uuid) var uuid
    switch route {
    case .tab(let tab):
      selectedTab = tab
    case .inventory:
      selectedTab = .inventory
      inventory.route = nil
    case .add:
      selectedTab = .inventory
      inventory.route = .add(Item(id: uuid(), status: .inStock(quantity: 1)))
    case .edit(let id), .duplicate(let id), .delete(let id):
      selectedTab = .inventory
      guard let row = inventory.inventory[id: id] else {
        inventory.route = nil
        return
      }
      switch route {
      case .edit: inventory.route = .row(id: id, route: .edit(row.item))
      case .duplicate:
        inventory.route = .row(id: id, route: .duplicate(row.item.duplicate(id: uuid())))
      default: inventory.route = .row(id: id, route: .deleteAlert)
      }
    }
  }
}

extension Item {
  /// The items a new tab's inventory starts with; their ids are fixed, so a link to one of
  /// them opens the same screen in any tab.
  public static let samples: [Item] = [
    Item(
      id: UUID(uuidString: "0A1B2C3D-0000-4000-8000-000000000001")!, name: "Keyboard",
      color: .blue, status: .inStock(quantity: 100)),
    Item(
      id: UUID(uuidString: "0A1B2C3D-0000-4000-8000-000000000002")!, name: "Charger",
      color: .yellow, status: .inStock(quantity: 20)),
    Item(
      id: UUID(uuidString: "0A1B2C3D-0000-4000-8000-000000000003")!, name: "Phone",
      color: .green, status: .outOfStock(isOnBackOrder: true)),
    Item(
      id: UUID(uuidString: "0A1B2C3D-0000-4000-8000-000000000004")!, name: "Headphones",
      color: .green, status: .outOfStock(isOnBackOrder: false)),
  ]
}
