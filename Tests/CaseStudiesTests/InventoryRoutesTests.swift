import Cairn
import CaseStudyFeatures
import Dependencies
import Foundation
import Testing

/// Every inventory URL opens its screen, and the screen prints the same URL back.
@MainActor
@Suite("Inventory: deep links")
struct InventoryRoutesTests {
  nonisolated static let keyboard = Item.samples[0]
  nonisolated static let id = keyboard.id.uuidString

  func open(_ path: String) -> InventoryAppModel {
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      InventoryAppModel(deepLink: DeepLink(path: path))
    }
  }

  @Test(arguments: [
    "/inventory", "/inventory/add", "/inventory/tabs/one", "/inventory/tabs/three",
    "/inventory/\(id)/edit", "/inventory/\(id)/duplicate", "/inventory/\(id)/delete",
  ])
  func everyRouteRoundTrips(path: String) {
    let model = open(path)
    #expect(model.deepLink.path == path)
  }

  @Test func eachLinkBuildsItsState() {
    #expect(open("/inventory").selectedTab == .inventory)
    #expect(open("/inventory").inventory.route == nil)
    #expect(open("/inventory/tabs/one").selectedTab == .one)
    #expect(open("/inventory/tabs/three").selectedTab == .three)

    let add = open("/inventory/add")
    #expect(add.inventory.route?.add?.name == "")

    let edit = open("/inventory/\(Self.id)/edit")
    let row = edit.inventory.inventory[id: Self.keyboard.id]
    #expect(row?.route == .edit(Self.keyboard), "the drill-down holds a copy of the item")

    let duplicate = open("/inventory/\(Self.id)/duplicate")
    let copy = duplicate.inventory.inventory[id: Self.keyboard.id]?.route?.duplicate
    #expect(copy?.name == "Keyboard")
    #expect(copy?.id != Self.keyboard.id)

    let delete = open("/inventory/\(Self.id)/delete")
    #expect(delete.inventory.inventory[id: Self.keyboard.id]?.route == .deleteAlert)
  }

  @Test(arguments: [
    "/inventory/00000000-0000-0000-0000-00000000FFFF/edit", "/inventory/nonsense/edit",
    "/inventory/\(id)/frobnicate", "/inventory/tabs/nine", "/inventory/a/b/c",
  ])
  func anUnknownLinkLandsOnTheInventory(path: String) {
    let model = open(path)
    #expect(model.deepLink.path == "/inventory")
    #expect(model.inventory.inventory.allSatisfy { $0.route == nil })
  }

  @Test func goingBackAndForwardKeepsADraft() {
    let model = open("/inventory/\(Self.id)/edit")
    let row = model.inventory.inventory[id: Self.keyboard.id]!
    var draft = Self.keyboard
    draft.name = "Draft"
    row.route = .edit(draft)
    model.open(DeepLink(path: "/inventory/\(Self.id)/edit"))
    #expect(row.route == .edit(draft), "the same screen keeps its draft")

    model.open(DeepLink(path: "/inventory"))
    #expect(row.route == nil)
    #expect(model.inventory.route == nil)
    model.open(DeepLink(path: "/inventory/tabs/three"))
    #expect(model.selectedTab == .three)
    #expect(model.deepLink.path == "/inventory/tabs/three")
  }

  @Test func onlyInventoryLinksAreTheApps() {
    #expect(InventoryRoute.matches(DeepLink(path: "/inventory/add")))
    #expect(!InventoryRoute.matches(DeepLink(path: "/reducers")))
    #expect(!InventoryRoute.matches(DeepLink(path: "/")))
  }
}
