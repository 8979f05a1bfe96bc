@_spi(SharedChangeTracking) import CairnSharing
import CustomDump
import Dependencies
import Testing

@Suite struct SharedChangeTrackerTests {
  @Test func aTrackerRecordsThatSharedStateChanged() {
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    let count = Shared(value: 0)
    #expect(!tracker.hasChanges)
    tracker.track { count.withLock { $0 += 1 } }
    #expect(tracker.hasChanges)
    #expect(count.wrappedValue == 1)
    tracker.reset()
    #expect(!tracker.hasChanges)
  }

  @Test func changesMadeWithTrackedDependenciesAreRecorded() {
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    let count = Shared(value: 0)
    withDependencies {
      tracker.track(&$0)
    } operation: {
      count.withLock { $0 = 5 }
    }
    #expect(tracker.hasChanges)
  }

  @Test func whileAssertingReadsSeeTheValueBeforeTheChanges() {
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    let count = Shared(value: 1)
    tracker.track {
      count.withLock { $0 = 2 }
      count.withLock { $0 = 3 }
    }
    tracker.assert {
      #expect(count.wrappedValue == 1)
    }
    #expect(count.wrappedValue == 3)
  }

  @Test func whileAssertingWithLockChangesTheExpectationNotTheValue() {
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    let standup = Shared(value: Standup(id: 1, title: "A"))
    tracker.track { standup.withLock { $0.title = "B" } }
    tracker.assert {
      standup.title.withLock { $0 = "B" }
      #expect(standup.wrappedValue.title == "B")
    }
    #expect(standup.wrappedValue.title == "B")
    tracker.assert {
      standup.withLock { $0.title = "wrong" }
    }
    #expect(standup.wrappedValue.title == "B", "asserting never writes the live value")
  }

  @Test func comparingTheSameReferenceWhileAssertingComparesExpectationWithTheLiveValue() {
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    let count = Shared(value: 1)
    let expected = count
    tracker.track { count.withLock { $0 = 2 } }
    tracker.assert {
      #expect(expected != count, "the expectation still says 1")
      expected.withLock { $0 = 2 }
      #expect(expected == count)
    }
  }

  @Test func theDiffOfASharedValueIsExpectationAgainstLiveValue() {
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    let count = Shared(value: 1)
    tracker.track { count.withLock { $0 = 2 } }
    let (old, new) = tracker.assert { count._customDiffValues }
    #expect(old as? Int == 1)
    #expect(new as? Int == 2)
  }

  @Test func aChangeToAMemberIsRecordedOnItsRoot() {
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    let standup = Shared(value: Standup(id: 1, title: "A"))
    tracker.track { standup.minutes.withLock { $0 = 9 } }
    tracker.assert {
      #expect(standup.wrappedValue.minutes == 5)
    }
  }

  @Test func untrackedChangesAreNotRecorded() {
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    let count = Shared(value: 0)
    count.withLock { $0 = 1 }
    #expect(!tracker.hasChanges)
  }

  @Test func anUnassertedChangeIsReportedWhenTheTrackerGoesAway() {
    let count = Shared(value: 0)
    withKnownIssue {
      do {
        let tracker = SharedChangeTracker(reportUnassertedChanges: true)
        tracker.track { count.withLock { $0 = 1 } }
      }
    } matching: { issue in
      issue.description.contains("unasserted changes")
    }
  }

  @Test func anAssertedChangeIsNotReported() {
    let count = Shared(value: 0)
    let expected = count
    do {
      let tracker = SharedChangeTracker(reportUnassertedChanges: true)
      tracker.track { count.withLock { $0 = 1 } }
      tracker.assert {
        expected.withLock { $0 = 1 }
        #expect(expected == count)
      }
    }
    #expect(count.wrappedValue == 1)
  }

  @Test func trackersAreEqualOnlyToThemselves() {
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    #expect(tracker == tracker)
    #expect(tracker != SharedChangeTracker(reportUnassertedChanges: false))
  }
}
