import ConcurrencyExtras
import Dependencies

/// Hands out stack element ids in order, `#0`, `#1`, …: the `\.stackElementID` dependency of
/// Composable Architecture, for code that makes ids itself.
///
/// Cairn's ``StackState`` numbers its elements itself, each stack from `#0`, so a stack's ids
/// don't depend on which store or test runs it, and a test's expected stack (a copy of the
/// stack before the action) numbers its pushes as the reducer did. The generator therefore
/// never changes the ids of a stack: reading it, or calling `next()` in a test's assertion,
/// leaves the reducer's ids alone.
public struct StackElementIDGenerator: Sendable {
  /// The next id, advancing the generator.
  public let next: @Sendable () -> StackElementID
  /// The next id, without advancing.
  public let peek: @Sendable () -> StackElementID

  /// A generator whose first id is `#first`.
  public init(startingAt first: Int = 0) {
    let counter = LockIsolated(first)
    self.next = {
      counter.withValue { value in
        defer { value += 1 }
        return StackElementID(rawValue: value)
      }
    }
    self.peek = { StackElementID(rawValue: counter.value) }
  }

  /// The next id, advancing the generator.
  public func callAsFunction() -> StackElementID {
    next()
  }
}

extension StackElementIDGenerator: DependencyKey {
  /// A new generator, starting at `#0`.
  public static var liveValue: Self { Self() }
  /// A new generator, starting at `#0`.
  public static var testValue: Self { Self() }
}

extension DependencyValues {
  /// Hands out stack element ids in order; see ``StackElementIDGenerator``.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGenerator.self] }
    set { self[StackElementIDGenerator.self] = newValue }
  }
}
