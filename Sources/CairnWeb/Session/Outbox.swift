/// The frames waiting to go out to one tab, bounded: a tab that reads slowly cannot make the
/// server buffer without limit.
///
/// The session puts frames in; the socket's writer takes them out as fast as the tab reads.
/// When the frames waiting would pass ``Limits-swift.struct``, ``send(_:)`` refuses, and the
/// session replaces everything waiting with one `reset` frame of the whole screen
/// (``replaceAll(with:)``): the tab catches up in one step, and memory stays bounded.
@_spi(Runtime)
public final class Outbox: Sendable {
  /// How much may wait.
  public struct Limits: Sendable {
    /// The most frames waiting.
    public var frames: Int
    /// The most bytes waiting (a single larger frame is still accepted into an empty outbox,
    /// so a reset always gets through).
    public var bytes: Int

    /// Limits of `frames` frames and `bytes` bytes.
    public init(frames: Int = 64, bytes: Int = 512 * 1024) {
      self.frames = frames
      self.bytes = bytes
    }
  }

  /// What the writer sends next.
  public enum Item: Equatable, Sendable {
    /// A text frame.
    case frame(String)
    /// An update, encoded by the writer (off the main actor) as it sends it.
    case update(LiveView.Update, ack: Int?)
    /// The tab's session was opened elsewhere: say so and close the socket.
    case replaced

    /// The text frame this item sends: for an update, encoded now. `nil` for ``replaced``.
    public var text: String? {
      switch self {
      case .frame(let text): text
      case .update(let update, let ack): WireProtocol.updateFrame(update, ack: ack)
      case .replaced: nil
      }
    }
  }

  /// The bounds.
  public let limits: Limits
  private let queue = DoorbellQueue<Item>()

  /// An empty outbox with `limits`.
  public init(limits: Limits = Limits()) {
    self.limits = limits
  }

  private static func weight(_ item: Item) -> Int {
    switch item {
    case .frame(let text): text.utf8.count
    case .update(let update, _): update.estimatedSize
    case .replaced: 0
    }
  }

  /// Queues `frame`; returns `false`, queuing nothing, when the outbox is full.
  @discardableResult
  public func send(_ frame: String) -> Bool {
    enqueue(.frame(frame))
  }

  /// Queues `update`, to be encoded by the writer; returns `false`, queuing nothing, when the
  /// outbox is full. It counts against the byte limit by ``LiveView/Update/estimatedSize``.
  @discardableResult
  public func send(update: LiveView.Update, ack: Int?) -> Bool {
    enqueue(.update(update, ack: ack))
  }

  private func enqueue(_ item: Item) -> Bool {
    let size = Self.weight(item)
    let limits = limits
    return queue.update { contents in
      guard !contents.isFinished else { return true }
      guard
        contents.count == 0
          || (contents.count < limits.frames && contents.weight + size <= limits.bytes)
      else { return false }
      contents.append(item, weight: size)
      return true
    }
  }

  /// Drops every frame waiting and queues `frame` in their place.
  public func replaceAll(with frame: String) {
    queue.update { contents in
      guard !contents.isFinished else { return }
      contents.removeAll()
      contents.append(.frame(frame), weight: frame.utf8.count)
    }
  }

  /// Queues the notice that the session was opened elsewhere; nothing is queued after it.
  public func sendReplaced() {
    queue.update { contents in
      guard !contents.isFinished else { return }
      contents.append(.replaced)
    }
    queue.finish()
  }

  /// Ends the outbox: the writer stops once it has taken what is waiting.
  public func finish() {
    queue.finish()
  }

  /// How many frames are waiting.
  public var waiting: Int { queue.read(\.count) }

  /// Rings whenever something was queued; ends after ``finish()`` or ``sendReplaced()``. The
  /// writer takes what is waiting with ``take()`` after each ring (and once more after the
  /// end), so frames stay here, bounded, until the socket can take them. One writer only.
  public var doorbell: AsyncStream<Void> { queue.doorbell }

  /// The next item waiting, if any.
  public func take() -> Item? {
    queue.take(weight: Self.weight)
  }
}
