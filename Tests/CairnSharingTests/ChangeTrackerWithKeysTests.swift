@_spi(SharedChangeTracking) import CairnSharing
import IdentifiedCollections
import Testing

@Suite struct ChangeTrackerWithKeysTests {
  @Test func assertingNeverSavesThroughTheKey() {
    let controller = KeyController<Int>()
    @Shared(.controlled("count", controller)) var count = 0
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    tracker.track { $count.withLock { $0 = 1 } }
    #expect(controller.savedValues == [1])
    tracker.assert { $count.withLock { $0 = 1 } }
    #expect(controller.savedValues == [1])
  }

  @Test func twoSharedValuesOfOneKeyAreOneChange() {
    @Shared(.inMemory("one-change")) var first = 0
    @Shared(.inMemory("one-change")) var second = 0
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    tracker.track {
      $first.withLock { $0 = 1 }
      $second.withLock { $0 = 2 }
    }
    tracker.assert {
      #expect(first == 0, "the snapshot is the value before the first change")
      #expect(second == 0)
    }
  }

  @Test func independentSharedValuesAreTrackedSeparately() {
    let a = Shared(value: 0)
    let b = Shared(value: 0)
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    tracker.track { a.withLock { $0 = 1 } }
    tracker.assert {
      #expect(a.wrappedValue == 0)
      #expect(b.wrappedValue == 0)
    }
    b.withLock { $0 = 5 }
    tracker.assert {
      #expect(b.wrappedValue == 5, "b changed outside tracking: nothing recorded")
    }
  }

  @Test func anUnwrappedElementIsTrackedOnItsList() throws {
    let list = Shared(value: [Standup(id: 1, title: "A")] as IdentifiedArrayOf<Standup>)
    let element = try #require(Shared(list[id: 1]))
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    tracker.track { element.title.withLock { $0 = "B" } }
    tracker.assert {
      #expect(list.wrappedValue[0].title == "A")
      #expect(element.wrappedValue.title == "A")
    }
    #expect(list.wrappedValue[0].title == "B")
  }
}
