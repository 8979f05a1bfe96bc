import Foundation

/// The audio of one capture waiting for the app to read it: bounded, and emptied the moment the
/// capture ends, so a stopped capture's backlog is never decoded.
///
/// The tab's session pushes on the main actor; the app reads from any task (a recogniser
/// decodes off the main actor). ``stream(onConsumerGone:)`` is what the app sees.
final class CaptureBuffer: @unchecked Sendable {
  enum Push: Equatable { case accepted, full, ended }

  private let capacity: Int
  private let lock = NSLock()
  // Guarded by `lock`.
  private var chunks: [[Int16]] = []
  private var first = 0
  private var waiter: CheckedContinuation<[Int16]?, any Error>?
  private var isEnded = false
  private var failure: (any Error)?

  init(capacity: Int) {
    self.capacity = capacity
  }

  /// Queues `chunk` for the app unless the buffer is full or ended.
  func push(_ chunk: [Int16]) -> Push {
    let waiter: CheckedContinuation<[Int16]?, any Error>? = lock.withLock {
      guard !isEnded else { return nil }
      if let waiter = self.waiter {
        self.waiter = nil
        return waiter
      }
      return nil
    }
    if let waiter {
      waiter.resume(returning: chunk)
      return .accepted
    }
    return lock.withLock {
      guard !isEnded else { return .ended }
      guard chunks.count - first < capacity else { return .full }
      chunks.append(chunk)
      return .accepted
    }
  }

  /// Ends the capture's audio: what waits is dropped, and the app's next read ends the stream
  /// (with `error`, if given).
  func end(throwing error: (any Error)? = nil) {
    let waiter: CheckedContinuation<[Int16]?, any Error>? = lock.withLock {
      guard !isEnded else { return nil }
      isEnded = true
      failure = error
      chunks = []
      first = 0
      defer { self.waiter = nil }
      return self.waiter
    }
    guard let waiter else { return }
    if let error {
      lock.withLock { failure = nil }
      waiter.resume(throwing: error)
    } else {
      waiter.resume(returning: nil)
    }
  }

  /// Drops the chunks that wait, keeping the capture open: what was queued for a tab that
  /// left is never decoded.
  func dropWaiting() {
    lock.withLock {
      chunks = []
      first = 0
    }
  }

  /// How many chunks wait.
  var count: Int { lock.withLock { chunks.count - first } }

  /// The next chunk, waiting for one; `nil` once the capture ended (after its error, if any).
  /// Cancelling the reader ends the buffer.
  func next() async throws -> [Int16]? {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let outcome: Result<[Int16]?, any Error>? = lock.withLock {
          if first < chunks.count {
            let chunk = chunks[first]
            first += 1
            if first > 64 && first * 2 > chunks.count {
              chunks.removeFirst(first)
              first = 0
            }
            return .success(chunk)
          }
          if isEnded {
            defer { failure = nil }
            return failure.map { .failure($0) } ?? .success(nil)
          }
          waiter = continuation
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      end()
    }
  }

  /// The stream the app reads. `onConsumerGone` runs once when the reader cancels or lets go
  /// of the stream, so the capture can stop.
  func stream(onConsumerGone: @escaping @Sendable () -> Void) -> AsyncThrowingStream<
    [Int16], any Error
  > {
    let consumer = Consumer(buffer: self, onGone: onConsumerGone)
    return AsyncThrowingStream(unfolding: { try await consumer.next() })
  }

  /// The reading end: notices when the reader goes away (its stream is released or the read is
  /// cancelled).
  private final class Consumer: Sendable {
    let buffer: CaptureBuffer
    let onGone: @Sendable () -> Void

    init(buffer: CaptureBuffer, onGone: @escaping @Sendable () -> Void) {
      self.buffer = buffer
      self.onGone = onGone
    }

    func next() async throws -> [Int16]? {
      try await withTaskCancellationHandler {
        try await buffer.next()
      } onCancel: {
        onGone()
      }
    }

    deinit {
      onGone()
    }
  }
}
