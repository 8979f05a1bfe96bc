@_spi(SharedChangeTracking) import CairnSharing
import Testing

/// Reading or changing a shared value skips looking for change trackers while none exists in
/// the process; one made after the value was first read is still seen, and once it is gone
/// the live value is read again.
@Suite struct TrackerPresenceTests {
  @Test func aTrackerMadeAfterTheFirstReadsIsSeenAndForgottenWhenGone() {
    let count = Shared(value: 0)
    #expect(count.wrappedValue == 0)
    do {
      let tracker = SharedChangeTracker(reportUnassertedChanges: false)
      tracker.track { count.withLock { $0 = 1 } }
      tracker.assert {
        #expect(count.wrappedValue == 0, "asserting reads the value from before the change")
        count.withLock { $0 = 1 }
        #expect(count.wrappedValue == 1, "the expectation was edited, not the live value")
      }
    }
    #expect(count.wrappedValue == 1)
    count.withLock { $0 = 2 }
    #expect(count.wrappedValue == 2)
  }
}
