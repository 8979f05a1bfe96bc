import Cairn
import Testing

extension UITransaction {
  /// A flag the entry tests set.
  @UITransactionEntry var entryTestFlag = false
  /// A name the entry tests set; `nil` by default.
  @UITransactionEntry var entryTestName: String?
  /// Items the entry tests append to.
  @UITransactionEntry var entryTestItems: [String] = []
}

/// `@UITransactionEntry` makes a transaction value from a `var` and its initial value.
@Suite("@UITransactionEntry")
struct UITransactionEntryTests {
  @Test func anEntryDefaultsToItsInitialValueAndCarriesWhatIsSet() {
    #expect(UITransaction.current.entryTestFlag == false)
    #expect(UITransaction.current.entryTestName == nil)
    withUITransaction(\.entryTestFlag, true) {
      #expect(UITransaction.current.entryTestFlag == true)
    }
    withUITransaction(\.entryTestName, "Blob") {
      #expect(UITransaction.current.entryTestName == "Blob")
    }
    #expect(UITransaction.current.entryTestFlag == false)
  }

  @Test func anEntryIsChangedInPlace() {
    var transaction = UITransaction()
    transaction.entryTestItems.append("a")
    transaction.entryTestItems.append("b")
    #expect(transaction.entryTestItems == ["a", "b"])
  }
}
