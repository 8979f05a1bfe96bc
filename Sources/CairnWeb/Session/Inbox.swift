/// The frames one tab sent that its session has not handled yet, bounded and coalesced: a tab
/// that sends faster than the server handles cannot queue without limit, and cannot keep the
/// server busy after it left.
///
/// The socket decodes each frame as it arrives (off the main actor) and pushes it here; the
/// session handles them in order. Typing sends an `input` event per keystroke, and only the
/// last value matters, so an `input` that follows one for the same field still waiting
/// replaces it. Past ``capacity`` frames waiting, a frame is refused and the socket tells the
/// tab (`tooManyEvents`). Closing drops what waits.
@_spi(Runtime)
public final class Inbox: Sendable {
  /// What became of a pushed frame.
  public enum Outcome: Equatable, Sendable {
    /// It waits its turn.
    case queued
    /// It replaced the same field's `input` waiting before it.
    case coalesced
    /// The inbox was full (or closed): the frame is dropped.
    case refused
  }

  /// A decoded frame, or why it could not be decoded (handled in order all the same).
  public typealias Frame = Result<ClientFrame, WireProtocol.FrameError>

  /// The most frames waiting.
  public let capacity: Int
  private let queue = DoorbellQueue<Frame>()

  /// An empty inbox holding at most `capacity` frames.
  public init(capacity: Int = 32) {
    self.capacity = capacity
  }

  /// Queues `frame`, coalescing typing into one field.
  @discardableResult
  public func push(_ frame: Frame) -> Outcome {
    let capacity = capacity
    return queue.update { contents in
      guard !contents.isFinished else { return .refused }
      if let field = Self.inputField(frame), let last = contents.last,
        Self.inputField(last) == field
      {
        contents.replaceLast(with: frame)
        return .coalesced
      }
      guard contents.count < capacity else { return .refused }
      contents.append(frame)
      return .queued
    }
  }

  /// The handler of an `input` event, else `nil`.
  private static func inputField(_ frame: Frame) -> String? {
    guard case .success(.event(let handler, .input, _, _, _)) = frame else { return nil }
    return handler
  }

  /// Rings whenever a frame was pushed; ends when the inbox is closed. The session's handler
  /// takes frames with ``take()`` after each ring. One taker only.
  public var doorbell: AsyncStream<Void> { queue.doorbell }

  /// The next frame waiting, if any.
  public func take() -> Frame? {
    queue.take()
  }

  /// How many frames wait.
  public var waiting: Int { queue.read(\.count) }

  /// Drops what waits and takes nothing more: the tab left.
  public func close() {
    queue.finish(dropping: true)
  }
}
