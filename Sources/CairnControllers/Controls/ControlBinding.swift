import Cairn
import Foundation

/// A control's value: its own, or a binding's while the control is bound.
///
/// Binding returns a token; the control keeps it, so a binding lasts as long as the control
/// unless the token is cancelled. Cancelling (from any thread) leaves the control with the
/// value it last showed.
@MainActor
final class ControlValue<Value: Equatable> {
  private var stored: Value
  private var binding: UIBinding<Value>?
  private var flag = CancelFlag()
  private var token: ObserveToken?

  init(_ initial: Value) {
    stored = initial
  }

  /// The value: the binding's while bound (remembered, in case it is unbound), else its own.
  var value: Value {
    guard let binding = activeBinding else { return stored }
    let value = binding.wrappedValue
    stored = value
    return value
  }

  /// Sets the value: writes the binding while bound (only when it differs), else its own.
  func set(_ newValue: Value) {
    if let binding = activeBinding, binding.wrappedValue != newValue {
      binding.wrappedValue = newValue
    }
    stored = newValue
  }

  /// Binds to `binding` until the returned token is cancelled.
  func bind(_ binding: UIBinding<Value>) -> ObserveToken {
    token?.cancel()
    let flag = CancelFlag()
    self.flag = flag
    self.binding = binding
    let token = ObserveToken { flag.cancel() }
    self.token = token
    return token
  }

  private var activeBinding: UIBinding<Value>? {
    guard let binding else { return nil }
    guard !flag.isCancelled else {
      self.binding = nil
      return nil
    }
    return binding
  }
}

/// A flag a token sets from any thread and a control reads on the main actor.
final class CancelFlag: @unchecked Sendable {
  // Guarded by `lock`.
  private var cancelled = false
  private let lock = NSLock()

  /// Whether the token was cancelled.
  var isCancelled: Bool { lock.withLock { cancelled } }

  /// Marks the token cancelled.
  func cancel() { lock.withLock { cancelled = true } }
}
