import Cairn
import Testing

/// A result a binding's case can follow.
@CasePathable
enum WriteTestOutcome: Equatable {
  case success(Int)
  case failure(String)
}

/// A binding to a value that is gone (an unwrapped optional now `nil`, a case the enum left)
/// takes writes as swift-navigation's does: what it answers changes, the source does not.
@Suite("Bindings: writes while the value is gone")
struct BindingWriteWhileAbsentTests {
  @Test func anUnwrappedBindingKeepsAWriteMadeWhileItsSourceIsNil() throws {
    @UIBinding var count: Int? = 1
    let unwrapped = try #require(UIBinding($count))
    count = nil
    unwrapped.wrappedValue += 10
    #expect(count == nil, "the source stays cleared")
    #expect(unwrapped.wrappedValue == 11)
    count = 5
    #expect(unwrapped.wrappedValue == 5, "the source is read again once it has a value")
  }

  @Test func aCaseBindingKeepsAWriteMadeWhileTheEnumIsInAnotherCase() throws {
    @UIBinding var outcome = WriteTestOutcome.success(1)
    let success = try #require($outcome.success)
    outcome = .failure("offline")
    success.wrappedValue += 1
    #expect(outcome == .failure("offline"), "a write never switches the case")
    #expect(success.wrappedValue == 2)
  }
}
