import NIOConcurrencyHelpers

/// A queue one consumer drains: producers change it under its lock (append, replace, refuse)
/// and ring; the consumer takes items after each ring of ``doorbell``, so they wait here,
/// where their owner bounds them, rather than in an unbounded stream buffer.
final class DoorbellQueue<Item: Sendable>: Sendable {
  /// What waits, with a running total of the items' weights (bytes, for frames).
  struct Contents {
    private var items: [Item] = []
    private var head = 0
    /// The total weight of what waits.
    private(set) var weight = 0
    /// Whether the queue takes nothing more.
    var isFinished = false

    /// How many items wait.
    var count: Int { items.count - head }
    /// The item that would be taken last.
    var last: Item? { count > 0 ? items.last : nil }

    mutating func append(_ item: Item, weight: Int = 0) {
      items.append(item)
      self.weight += weight
    }

    /// Replaces the last item (which weighed `oldWeight`) by `item`.
    mutating func replaceLast(with item: Item, oldWeight: Int = 0, weight: Int = 0) {
      guard count > 0 else { return append(item, weight: weight) }
      items[items.count - 1] = item
      self.weight += weight - oldWeight
    }

    mutating func removeAll() {
      items.removeAll()
      head = 0
      weight = 0
    }

    mutating func takeFirst(weight weigh: (Item) -> Int) -> Item? {
      guard head < items.count else { return nil }
      let item = items[head]
      head += 1
      weight -= weigh(item)
      if head > 32, head * 2 > items.count {
        items.removeFirst(head)
        head = 0
      }
      return item
    }
  }

  private let contents = NIOLockedValueBox(Contents())
  private let ring: AsyncStream<Void>.Continuation
  /// Rings whenever something was queued; ends when the queue is finished.
  let doorbell: AsyncStream<Void>

  init() {
    (doorbell, ring) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
  }

  /// Changes the contents under the lock, then rings.
  @discardableResult
  func update<Result>(_ body: (inout Contents) -> Result) -> Result {
    let result = contents.withLockedValue(body)
    ring.yield()
    return result
  }

  /// Reads the contents under the lock.
  func read<Result>(_ body: (Contents) -> Result) -> Result {
    contents.withLockedValue { body($0) }
  }

  /// Takes the first item waiting, if any.
  func take(weight: (Item) -> Int = { _ in 0 }) -> Item? {
    contents.withLockedValue { $0.takeFirst(weight: weight) }
  }

  /// Takes nothing more; the consumer stops once it has taken what waits (or, with
  /// `dropping`, at once).
  func finish(dropping: Bool = false) {
    contents.withLockedValue {
      $0.isFinished = true
      if dropping { $0.removeAll() }
    }
    ring.finish()
  }
}
