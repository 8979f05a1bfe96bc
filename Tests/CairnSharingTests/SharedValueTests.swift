import CairnSharing
import CustomDump
import Testing

@Suite struct SharedValueTests {
  @Test func copiesOfASharedValueAreOneValue() {
    let count = Shared(value: 1)
    let copy = count
    copy.withLock { $0 += 10 }
    #expect(count.wrappedValue == 11)
  }

  @Test func withLockReturnsWhatTheOperationReturns() {
    let names = Shared(value: ["Blob"])
    let previousCount = names.withLock { names in
      defer { names.append("Blob Jr.") }
      return names.count
    }
    #expect(previousCount == 1)
    #expect(names.wrappedValue == ["Blob", "Blob Jr."])
  }

  @Test func aPropertyWrapperGivesTheValueAndItsReference() {
    struct Model {
      @Shared var count: Int
    }
    let model = Model(count: Shared(value: 3))
    model.$count.withLock { $0 *= 2 }
    #expect(model.count == 6)
  }

  @Test func aWritableMemberIsASharedValueOfItsOwn() {
    let standup = Shared(value: Standup(id: 1, title: "Design"))
    let title: Shared<String> = standup.title
    title.withLock { $0 = "Engineering" }
    #expect(standup.wrappedValue.title == "Engineering")
    standup.withLock { $0.title = "Product" }
    #expect(title.wrappedValue == "Product")
  }

  @Test func writingOneMemberLeavesTheOthersAsTheyAreNow() {
    let standup = Shared(value: Standup(id: 1, title: "Design"))
    let title = standup.title
    let minutes = standup.minutes
    minutes.withLock { $0 = 15 }
    title.withLock { $0 = "Engineering" }
    #expect(standup.wrappedValue == Standup(id: 1, title: "Engineering", minutes: 15))
  }

  @Test func aReadOnlyMemberIsASharedReader() {
    let names = Shared(value: ["a", "b"])
    let count: SharedReader<Int> = names.count
    names.withLock { $0.append("c") }
    #expect(count.wrappedValue == 3)
  }

  @Test func readComputesFromTheCurrentValue() {
    let names = Shared(value: ["a", "b"])
    let joined = names.read { $0.joined(separator: ",") }
    names.withLock { $0.append("c") }
    #expect(joined.wrappedValue == "a,b,c")
  }

  @Test func assigningTheProjectedValuePointsEveryCopyElsewhere() {
    @Shared(value: 1) var count: Int
    let copy = $count
    let other = Shared(value: 42)
    $count = other
    #expect(count == 42)
    #expect(copy.wrappedValue == 42)
    other.withLock { $0 += 1 }
    #expect(copy.wrappedValue == 43)
  }

  @Test func projectedValueInitialiserRefersToTheSameValue() {
    let count = Shared(value: 0)
    let same = Shared(projectedValue: count)
    same.withLock { $0 = 5 }
    #expect(count.wrappedValue == 5)
  }

  @Test func equalityComparesValues() {
    #expect(Shared(value: 1) == Shared(value: 1))
    #expect(Shared(value: 1) != Shared(value: 2))
    #expect(SharedReader(value: "a") == SharedReader(value: "a"))
  }

  @Test func identityIsTheValuesID() {
    let standup = Shared(value: Standup(id: 7, title: "Design"))
    #expect(standup.id == 7)
    #expect(SharedReader(standup).id == 7)
  }

  @Test func descriptionsNameTheTypeAndTheValueOrKey() {
    #expect(Shared(value: 1).description == "Shared<Int>(value: 1)")
    let key = Shared(wrappedValue: 0, .inMemory("count"))
    #expect(key.description == #"Shared<Int>(.inMemory("count"))"#)
    #expect(SharedReader(key).description == #"SharedReader<Int>(.inMemory("count"))"#)
  }

  @Test func customDumpShowsTheValue() {
    var dump = ""
    customDump(Shared(value: Standup(id: 1, title: "Design")), to: &dump)
    #expect(dump.contains(#"title: "Design""#))
    #expect(!dump.contains("Shared"))
  }

  @Test func aSharedValueCanBeChangedFromManyTasksAtOnceWithoutLosingAChange() async {
    let count = Shared(value: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<200 {
        group.addTask { count.withLock { $0 += 1 } }
      }
    }
    #expect(count.wrappedValue == 200)
  }
}
