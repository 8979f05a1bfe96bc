import CairnSharing
import Foundation
import Observation
import Testing

/// Runs `read` under observation tracking and reports whether a change fired afterwards.
private func tracking(_ read: () -> Void) -> Collected<Int> {
  let changes = Collected(0)
  withObservationTracking(read) {
    changes.withValue { $0 += 1 }
  }
  return changes
}

@Observable
private final class CounterModel {
  @ObservationIgnored @Shared(.inMemory("observed-count")) var count = 0
  var label = ""
}

/// Marks the main queue (on Linux, test runners drain it on threads other than the main one).
private let mainQueueMarker = DispatchSpecificKey<Bool>()

@Suite struct ObservationTests {
  @Test func readingTheValueIsTrackedAndAChangeFires() {
    let count = Shared(value: 0)
    let changes = tracking { _ = count.wrappedValue }
    count.withLock { $0 += 1 }
    #expect(changes.value == 1)
  }

  @Test func aChangeThroughAnotherSharedValueOfTheKeyFires() {
    @Shared(.inMemory("observed")) var first = 0
    @Shared(.inMemory("observed")) var second = 0
    let changes = tracking { _ = first }
    $second.withLock { $0 = 1 }
    #expect(changes.value == 1)
  }

  @Test func readingAMemberIsTracked() {
    let standup = Shared(value: Standup(id: 1, title: "A"))
    let title = standup.title
    let changes = tracking { _ = title.wrappedValue }
    standup.withLock { $0.minutes = 10 }
    #expect(changes.value == 1)
  }

  @Test func aReaderIsTracked() {
    let count = Shared(value: 0)
    let reader = SharedReader(count)
    let changes = tracking { _ = reader.wrappedValue }
    count.withLock { $0 = 2 }
    #expect(changes.value == 1)
  }

  @Test func anExternalChangeFromAnotherThreadFires() async {
    let controller = KeyController<Int>()
    @Shared(.controlled("count", controller)) var count = 0
    let changes = tracking { _ = count }
    await Task.detached { controller.yield(1) }.value
    #expect(changes.value == 1)
  }

  /// A change made on another thread (a file watcher's, a database listener's) is told before
  /// it is stored. A redraw that runs in between reads the old value and arms its tracking
  /// again; it must still hear of the change, once it is stored, on the main queue.
  @Test func aReadBetweenTheNoticeAndTheStoreOfAChangeFromAnotherThreadHearsOfItAgain() async {
    DispatchQueue.main.setSpecific(key: mainQueueMarker, value: true)
    let controller = KeyController<Int>()
    @Shared(.controlled("told-again", controller)) var count = 0
    let shared = $count
    let reads = Collected<[String]>([])
    withObservationTracking {
      _ = shared.wrappedValue
    } onChange: {
      // A redraw in the gap: it reads the value before the change is stored.
      withObservationTracking {
        reads.withValue { $0.append("redraw read \(shared.wrappedValue)") }
      } onChange: {
        let onMain = DispatchQueue.getSpecific(key: mainQueueMarker) == true
        reads.withValue { $0.append("told again, read \(shared.wrappedValue), main:\(onMain)") }
      }
    }
    await Task.detached { controller.yield(7) }.value
    await MainActor.run {}
    #expect(reads.value == ["redraw read 0", "told again, read 7, main:true"])
    #expect(count == 7)
  }

  @Test func loadAndSaveErrorsAreTracked() {
    let controller = KeyController<Int>()
    @Shared(.controlled("count", controller)) var count = 0
    let loadErrors = tracking { _ = $count.loadError }
    let saveErrors = tracking { _ = $count.saveError }
    controller.yield(with: .failure(Unreadable()))
    controller.saveFailure = DiskFull()
    $count.withLock { $0 = 1 }
    #expect(loadErrors.value == 1)
    #expect(saveErrors.value == 1)
  }

  @Test func isLoadingIsTracked() {
    let controller = KeyController<Int>()
    @Shared(.controlled("count", controller)) var count = 0
    let loading = tracking { _ = $count.isLoading }
    controller.yieldLoading(true)
    #expect(loading.value == 1)
  }

  @Test func anIgnoredSharedPropertyOfAnObservableModelIsStillTracked() {
    let model = CounterModel()
    let other = CounterModel()
    let changes = tracking { _ = model.count }
    other.$count.withLock { $0 += 1 }
    #expect(changes.value == 1)
    #expect(model.count == 1)
  }

  @Test func untouchedSharedValuesDoNotFire() {
    let read = Shared(value: 0)
    let unread = Shared(value: 0)
    let changes = tracking { _ = read.wrappedValue }
    unread.withLock { $0 = 1 }
    #expect(changes.value == 0)
  }

  @Test func replacingTheReferenceFiresForReadersOfTheOldOne() {
    @Shared(value: 0) var count: Int
    let changes = tracking { _ = count }
    $count = Shared(value: 1)
    #expect(changes.value == 1)
  }
}
