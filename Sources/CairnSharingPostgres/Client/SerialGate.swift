/// Lets one piece of work at a time use the database connection: a transaction and a read
/// that interleaved on one connection would read rows the transaction may roll back.
///
/// Used from one actor only (its methods are not themselves synchronised).
struct SerialGate {
  private var isBusy = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Whether the caller may go ahead at once; if not, it must wait with ``enqueue(_:)``.
  mutating func tryEnter() -> Bool {
    guard !isBusy else { return false }
    isBusy = true
    return true
  }

  /// Queues a caller that could not enter; it is resumed by a later ``leave()``.
  mutating func enqueue(_ continuation: CheckedContinuation<Void, Never>) {
    waiting.append(continuation)
  }

  /// Lets the next waiting caller in, or frees the gate.
  mutating func leave() {
    if waiting.isEmpty {
      isBusy = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
