import CairnSharing
import IdentifiedCollections
import Testing

@Suite struct DerivedSharedTests {
  private func standups() -> Shared<IdentifiedArrayOf<Standup>> {
    Shared(value: [Standup(id: 1, title: "Design"), Standup(id: 2, title: "Engineering")])
  }

  @Test func anElementByIDIsASharedOptional() {
    let list = standups()
    let element: Shared<Standup?> = list[id: 2]
    #expect(element.wrappedValue?.title == "Engineering")
    #expect(list[id: 3].wrappedValue == nil)
  }

  @Test func unwrappingAnElementGivesASharedElementThatWritesInPlace() throws {
    let list = standups()
    let standup = try #require(Shared(list[id: 2]))
    standup.withLock { $0.title = "Platform" }
    #expect(list.wrappedValue[id: 2]?.title == "Platform")
    #expect(list.wrappedValue[id: 1]?.title == "Design")
  }

  @Test func anUnwrappedElementFollowsItsElementWhenTheListIsReordered() throws {
    let list = standups()
    let standup = try #require(Shared(list[id: 1]))
    list.withLock { $0.swapAt(0, 1) }
    standup.title.withLock { $0 = "Moved" }
    #expect(list.wrappedValue.map(\.title) == ["Engineering", "Moved"])
  }

  @Test func aDeletedElementKeepsItsLastValueAndIsNotBroughtBack() throws {
    let list = standups()
    let standup = try #require(Shared(list[id: 1]))
    list.withLock { _ = $0.remove(id: 1) }
    #expect(standup.wrappedValue.title == "Design")
    standup.withLock { $0.title = "Ghost" }
    #expect(list.wrappedValue.ids == [2])
    #expect(standup.wrappedValue.title == "Ghost")
  }

  @Test func unwrappingNilGivesNil() {
    let user = Shared<String?>(value: nil)
    #expect(Shared(user) == nil)
  }

  @Test func anArrayOfSharedElements() {
    let list = standups()
    let elements = Array(list)
    #expect(elements.map(\.wrappedValue.title) == ["Design", "Engineering"])
    elements[1].withLock { $0.minutes = 30 }
    #expect(list.wrappedValue[id: 2]?.minutes == 30)
  }

  @Test func anIdentifiedArrayOfSharedElements() {
    let list = standups()
    let elements = IdentifiedArrayOf<Shared<Standup>>(list)
    #expect(elements.ids == [1, 2])
    elements[id: 1]?.title.withLock { $0 = "Research" }
    #expect(list.wrappedValue[id: 1]?.title == "Research")
  }

  @Test func readersOfAnIdentifiedCollection() {
    let list = standups()
    let readers = Array(SharedReader(list))
    list.withLock { $0[id: 2]?.title = "Ops" }
    #expect(readers.map(\.wrappedValue.title) == ["Design", "Ops"])
  }

  @Test func aDerivedElementOfAKeyedListSavesThroughTheKey() throws {
    let controller = KeyController<IdentifiedArrayOf<Standup>>()
    @Shared(.controlled("list", controller)) var list: IdentifiedArrayOf<Standup> = [
      Standup(id: 1, title: "Design")
    ]
    let standup = try #require(Shared($list[id: 1]))
    standup.title.withLock { $0 = "Saved" }
    #expect(controller.savedValues.last?[id: 1]?.title == "Saved")
    #expect(standup.saveError == nil)
  }

  @Test func derivedReferencesCompareAndDescribeThemselves() {
    let list = standups()
    #expect(list[id: 1] == list[id: 1])
    #expect(list[id: 1].description.hasPrefix("Shared<Optional<Standup>>("))
  }
}
