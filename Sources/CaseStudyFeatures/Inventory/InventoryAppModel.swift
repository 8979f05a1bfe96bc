import Cairn
import Foundation

/// The inventory app: tabs, one of which is the inventory.
@MainActor @Observable
public final class InventoryAppModel {
  /// The tab shown.
  public var selectedTab: Tab
  /// The inventory tab's model.
  public let inventory: InventoryModel

  /// The app's tabs.
  public enum Tab: String, CaseIterable, Hashable, Sendable {
    case one, inventory, three
  }

  /// The app on `selectedTab`.
  public init(selectedTab: Tab = .inventory, inventory: InventoryModel = InventoryModel()) {
    self.selectedTab = selectedTab
    self.inventory = inventory
  }

  /// The first tab's button: go to the inventory.
  public func goToInventoryButtonTapped() {
    selectedTab = .inventory
  }
}
