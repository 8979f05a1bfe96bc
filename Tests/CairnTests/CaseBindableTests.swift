import Cairn
import Testing

/// `@CaseBindable`: an exhaustive `switch` over a binding, each case with a binding to its
/// payload.
@MainActor
@Suite("Bindings: @CaseBindable")
struct CaseBindableTests {
  @CaseBindable
  enum Status: Equatable {
    case inStock(quantity: Int)
    case outOfStock(isOnBackOrder: Bool)
    case onSale(price: Int, discount: Int)
    case discontinued
  }

  /// Also with `@CasePathable` written out, as code moving from case paths alone has it.
  @CasePathable @CaseBindable
  enum Tab: Equatable {
    case inbox(unread: Int)
    case settings
  }

  @MainActor @Observable
  final class Item {
    var status: Status
    var tab = Tab.settings
    init(status: Status) { self.status = status }
  }

  /// What a view would draw for each case, proving the switch is exhaustive and each case
  /// gets a working binding.
  func describe(_ status: UIBinding<Status>) -> String {
    switch status.cases {
    case .inStock(let quantity): "in stock: \(quantity.wrappedValue)"
    case .outOfStock(let isOnBackOrder): "out of stock, back order: \(isOnBackOrder.wrappedValue)"
    case .onSale(let sale): "on sale at \(sale.wrappedValue.price)"
    case .discontinued: "discontinued"
    }
  }

  @Test func eachCaseHandsOverABindingToItsPayload() {
    @UIBindable var item = Item(status: .inStock(quantity: 3))
    #expect(describe($item.status) == "in stock: 3")

    guard case .inStock(let quantity) = $item.status.cases else {
      Issue.record("expected the in-stock case")
      return
    }
    quantity.wrappedValue += 1
    #expect(item.status == .inStock(quantity: 4), "the payload binding wrote into the case")

    item.status = .onSale(price: 10, discount: 2)
    #expect(describe($item.status) == "on sale at 10")
    item.status = .discontinued
    #expect(describe($item.status) == "discontinued")
  }

  @Test func aPayloadBindingIgnoresWritesAfterTheCaseChanged() {
    @UIBindable var item = Item(status: .outOfStock(isOnBackOrder: false))
    guard case .outOfStock(let isOnBackOrder) = $item.status.cases else {
      Issue.record("expected the out-of-stock case")
      return
    }
    item.status = .discontinued
    isOnBackOrder.wrappedValue = true
    #expect(item.status == .discontinued, "content going away cannot revive its case")
  }

  @Test func worksBesideAnExplicitCasePathable() {
    @UIBindable var item = Item(status: .discontinued)
    item.tab = .inbox(unread: 2)
    guard case .inbox(let unread) = $item.tab.cases else {
      Issue.record("expected the inbox case")
      return
    }
    unread.wrappedValue = 0
    #expect(item.tab == .inbox(unread: 0))
    #expect(Array(Tab.allCasePaths).count == 2)
  }
}
