import CairnArchitecture
import Foundation
import Testing

/// A key whose external changes a test plays from any thread.
private final class ExternalSource: @unchecked Sendable {
  private let lock = NSLock()
  private var subscribers: [SharedSubscriber<Int>] = []

  func add(_ subscriber: SharedSubscriber<Int>) {
    lock.lock()
    subscribers.append(subscriber)
    lock.unlock()
  }

  func change(to value: Int) {
    lock.lock()
    let current = subscribers
    lock.unlock()
    for subscriber in current { subscriber.yield(value) }
  }
}

private struct ExternalKey: SharedKey {
  let source: ExternalSource
  var id: ObjectIdentifier { ObjectIdentifier(source) }
  func load(context _: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }
  func subscribe(
    context _: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    source.add(subscriber)
    return SharedSubscription {}
  }
  func save(_: Int, context _: SaveContext, continuation: SaveContinuation) {
    continuation.resume()
  }
}

@MainActor
private final class Runs {
  var values: [Int] = []
}

/// Cairn's `observe` (what every view is rendered in) and `@Shared`.
@MainActor
@Suite struct SharedObserveTests {
  @Test func anObserveClosureReRunsWhenAnotherProcessChangesTheValue() async {
    let source = ExternalSource()
    @Shared(ExternalKey(source: source)) var count = 0
    let runs = Runs()
    let token = observe { runs.values.append(count) }
    await Task.detached { source.change(to: 5) }.value
    await settleObservations()
    // A change from another thread is told again on the main queue once stored, so a run
    // may repeat a value (a redraw that changes nothing); the last run must see the change.
    #expect(runs.values.first == 0)
    #expect(runs.values.last == 5)
    #expect(runs.values.count <= 3)
    token.cancel()
  }

  @Test func anObserveClosureReRunsOnceForABurstOfChanges() async {
    @Shared(.inMemory("burst")) var count = 0
    let runs = Runs()
    let token = observe { runs.values.append(count) }
    for _ in 0..<10 { $count.withLock { $0 += 1 } }
    await settleObservations()
    #expect(runs.values == [0, 10])
    token.cancel()
  }

  @Test func anObserveClosureThatReadOneMemberReRunsWhenTheValueChanges() async {
    struct Room: Equatable {
      var title = "A"
      var seats = 1
    }
    @Shared(.inMemory("room")) var room = Room()
    let runs = Runs()
    let title = $room.title
    let token = observe { runs.values.append(title.wrappedValue.count) }
    $room.withLock { $0.title = "Longer" }
    await settleObservations()
    #expect(runs.values == [1, 6])
    token.cancel()
  }
}
