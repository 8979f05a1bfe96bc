import CairnSharing
import Testing

@Suite struct SharedReaderTests {
  @Test func aReaderSeesChangesMadeThroughTheSharedValue() {
    let count = Shared(value: 1)
    let reader = SharedReader(count)
    count.withLock { $0 = 2 }
    #expect(reader.wrappedValue == 2)
  }

  @Test func aReaderOfAKeySeesTheSameReferenceAsASharedOfThatKey() {
    @Shared(.inMemory("reader-count")) var count = 10
    @SharedReader(.inMemory("reader-count")) var reader = 0
    #expect(reader == 10)
    $count.withLock { $0 += 1 }
    #expect(reader == 11)
  }

  @Test func aReaderOfAnOptionalUnwraps() {
    let name = Shared<String?>(value: "Blob")
    let unwrapped = SharedReader(name)
    #expect(unwrapped?.wrappedValue == "Blob")
    let none = Shared<String?>(value: nil)
    #expect(SharedReader(none) == nil)
  }

  @Test func readerMembersAndComputedReadersFollowTheValue() {
    let standup = Shared(value: Standup(id: 1, title: "Design"))
    let reader = SharedReader(standup)
    let title = reader.title
    let shout = reader.read { $0.title.uppercased() }
    standup.withLock { $0.title = "Ops" }
    #expect(title.wrappedValue == "Ops")
    #expect(shout.wrappedValue == "OPS")
  }

  @Test func aReaderWithNoKeyHoldsItsValue() {
    let reader = SharedReader(value: [1, 2])
    #expect(reader.wrappedValue == [1, 2])
    #expect(reader.isLoading == false)
    #expect(reader.loadError == nil)
  }
}
