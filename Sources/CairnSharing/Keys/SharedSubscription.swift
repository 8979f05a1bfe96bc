import Foundation

/// A live subscription to a ``SharedReaderKey``'s external changes.
///
/// Returned from ``SharedReaderKey/subscribe(context:subscriber:)``. The cancel closure runs
/// once: at ``cancel()`` or when the last copy of the subscription is released, whichever comes
/// first.
public struct SharedSubscription: Sendable {
  private let box: Box

  /// Creates a subscription that runs `cancel` when it ends.
  ///
  /// - Parameter cancel: Stops the key from delivering further changes.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.box = Box(cancel)
  }

  /// Ends the subscription now.
  public func cancel() {
    box.cancel()
  }

  private final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var onCancel: (@Sendable () -> Void)?

    init(_ onCancel: @escaping @Sendable () -> Void) {
      self.onCancel = onCancel
    }

    func cancel() {
      lock.lock()
      let onCancel = self.onCancel
      self.onCancel = nil
      lock.unlock()
      onCancel?()
    }

    deinit {
      cancel()
    }
  }
}
