import ConcurrencyExtras
import Testing

/// Runs each test of a suite with its tasks on the main serial executor: effects an action
/// starts run in the order they were made, so a test waits for them with a bounded number of
/// yields however loaded the machine is (on the global executor the same yields may or may not
/// be enough).
public struct MainSerialExecutorTrait: SuiteTrait, TestTrait, TestScoping {
  /// Every test of a suite runs this way.
  public var isRecursive: Bool { true }

  /// A trait for a suite or a test.
  public init() {}

  /// Runs `function` on the main serial executor.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withMainSerialExecutor { try await function() }
  }
}

extension Trait where Self == MainSerialExecutorTrait {
  /// Runs the tests on the main serial executor (see ``MainSerialExecutorTrait``).
  public static var mainSerialExecutor: Self { Self() }
}
