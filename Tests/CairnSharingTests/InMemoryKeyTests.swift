import Dependencies
import Testing

@testable import CairnSharing

@Suite struct InMemoryKeyTests {
  @Test func twoSharedValuesOfOneKeyAreOneValue() {
    @Shared(.inMemory("count")) var first = 0
    @Shared(.inMemory("count")) var second = 0
    $first.withLock { $0 = 7 }
    #expect(second == 7)
  }

  @Test func theDefaultOfALaterSharedValueIsIgnoredWhileTheFirstIsAlive() {
    @Shared(.inMemory("name")) var first = "Blob"
    @Shared(.inMemory("name")) var second = "Blob Jr."
    #expect(second == "Blob")
  }

  @Test func differentNamesAreDifferentValues() {
    @Shared(.inMemory("a")) var a = 1
    @Shared(.inMemory("b")) var b = 2
    $a.withLock { $0 = 10 }
    #expect(b == 2)
  }

  @Test func oneKeyIsOneReference() {
    @Shared(.inMemory("reference")) var first = 0
    @Shared(.inMemory("reference")) var second = 0
    #expect($first._objectIdentifier == $second._objectIdentifier)
  }

  @Test func theValueOutlivesItsReferencesInTheStorage() {
    @Dependency(PersistentReferences.self) var references
    do {
      @Shared(.inMemory("kept")) var kept = 0
      $kept.withLock { $0 = 99 }
      #expect(references.count == 1)
    }
    #expect(references.count == 0)
    @Shared(.inMemory("kept")) var again = 0
    #expect(again == 99)
  }

  @Test func eachTestStartsWithAnEmptyStorage() {
    // Another test stores 99 under this name; here it must still be the default.
    @Shared(.inMemory("kept")) var kept = 0
    #expect(kept == 0)
  }

  @Test(arguments: [1, 2])
  func everyTestOfAFamilyStartsFromTheDefault(value: Int) {
    @Shared(.inMemory("family-\(value)")) var count = 0
    #expect(count == 0)
    $count.withLock { $0 = value }
  }

  @Test func anOverriddenStorageIsASeparatePlace() {
    @Shared(.inMemory("place")) var outside = "outside"
    let inside = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      Shared(wrappedValue: "inside", .inMemory("place"))
    }
    #expect(outside == "outside")
    #expect(inside.wrappedValue == "inside")
  }

  @Test func aSharedOptionalDefaultsToNil() {
    @Shared(.inMemory("optional")) var user: String?
    #expect(user == nil)
    $user.withLock { $0 = "Blob" }
    @Shared(.inMemory("optional")) var again: String?
    #expect(again == "Blob")
  }

  @Test func savingAndLoadingInMemoryAreHarmless() async throws {
    @Shared(.inMemory("noop")) var count = 3
    try await $count.save()
    try await $count.load()
    #expect(count == 3)
    #expect($count.saveError == nil)
    #expect($count.loadError == nil)
  }
}
