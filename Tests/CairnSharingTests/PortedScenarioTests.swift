import CairnSharing
import Testing

/// Scenarios swift-sharing's own tests cover, written anew against CairnSharing.
@Suite struct PortedScenarioTests {
  @Test func sharedValuesInsideSharedValuesInitialise() {
    struct Inner: Equatable { var flag = false }
    struct Middle {
      @Shared(.inMemory("inner")) var inner = Inner()
    }
    struct Outer {
      @Shared(.inMemory("middle")) var middle = Middle()
    }
    let outer = Outer()
    #expect(outer.middle.inner == Inner())
  }

  @Test func aMemberDerivedBeforeTheReferenceWasReplacedKeepsTheOldReference() {
    struct User { let id: Int }
    @Shared(value: User(id: 1)) var user
    @SharedReader var id: Int
    _id = $user.id
    $user.withLock { $0 = User(id: 2) }
    #expect(id == 2)
    $user = Shared(value: User(id: 3))
    #expect(id == 2)
  }

  @Test func savingClearsALoadErrorButALoadNeverClearsASaveError() {
    let controller = KeyController<Int>()
    @Shared(.controlled("count", controller)) var count = 0
    controller.yield(with: .failure(Unreadable()))
    controller.saveFailure = DiskFull()
    $count.withLock { $0 = -1 }
    #expect($count.loadError != nil)
    #expect($count.saveError != nil)

    controller.yield(with: .success(nil))
    #expect(count == 0)
    #expect($count.loadError == nil)
    #expect($count.saveError != nil, "a value from storage says nothing about our save")

    controller.yield(with: .failure(Unreadable()))
    controller.saveFailure = nil
    $count.withLock { $0 = 1 }
    #expect($count.loadError == nil, "a successful save proves the storage works")
    #expect($count.saveError == nil)
  }

  @Test func requireIsNotLoadingOnceItReturns() async throws {
    let controller = KeyController<Int>(stored: 1)
    let count = try await Shared(require: .controlled("count", controller))
    #expect(!count.isLoading)
  }

  @Test func loadingANewKeyIsNotLoadingOnceItReturns() async throws {
    let first = KeyController<Int>(stored: 1)
    let second = KeyController<Int>(stored: 2)
    @Shared(.controlled("first", first)) var count = 0
    try await $count.load(.controlled("second", second))
    #expect(!$count.isLoading)
    #expect(count == 2)
  }

  @Test func aValueFromTheSubscriberEndsLoading() {
    let controller = KeyController<Int>()
    controller.loadsWait = true
    @Shared(.controlled("count", controller)) var count = 0
    #expect($count.isLoading)
    controller.yield(3)
    #expect(!$count.isLoading)
    #expect(count == 3)
  }

  @Test func aSharedOptionalWithADefaultKeepsItsDefaultUntilChanged() {
    @Shared(.inMemory("optional-default")) var name: String? = "Blob"
    #expect(name == "Blob")
    $name.withLock { $0 = nil }
    @Shared(.inMemory("optional-default")) var again: String? = "Other"
    #expect(again == nil)
  }

  @Test func aPersistedAndAPlainSharedValueCompareByValue() {
    @Shared(.inMemory("compare")) var persisted = 1
    let plain = Shared(value: 1)
    #expect($persisted == plain)
    plain.withLock { $0 = 2 }
    #expect($persisted != plain)
  }
}
