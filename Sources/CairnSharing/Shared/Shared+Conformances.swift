public import CustomDump
import Dependencies
public import Observation

extension Shared: Observable {}

extension Shared: CustomReflectable {
  /// Mirrors the current value.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue)
  }
}

extension Shared: CustomStringConvertible {
  /// `Shared<Value>(…)` with the reference's description: its key, or its value.
  public var description: String {
    "Shared<\(Value.self)>(\(reference.description))"
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Two shared values are equal when their values are equal.
  ///
  /// While a test asserts shared changes (see `SharedChangeTracker`), comparing the expected
  /// and actual copies of one reference compares the expected snapshot with the live value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard SharedSnapshots.anyTrackerExists else { return lhs.wrappedValue == rhs.wrappedValue }
    @Dependency(\.sharedSnapshots) var snapshots
    let lhsReference = lhs.reference
    let rhsReference = rhs.reference
    if snapshots.isAsserting, isSame(lhsReference, rhsReference) {
      snapshots.untrack(lhsReference)
      return lhs.wrappedValue == rhsReference.wrappedValue
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

private func isSame<Value>(
  _ lhs: any MutableReference<Value>, _ rhs: any MutableReference<Value>
) -> Bool {
  func open<L: MutableReference<Value>>(_ lhs: L) -> Bool {
    lhs == rhs as? L
  }
  return open(lhs)
}

extension Shared: Identifiable where Value: Identifiable {
  /// The value's id.
  public var id: Value.ID {
    wrappedValue.id
  }
}

extension Shared: CustomDumpRepresentable {
  /// Dumps as the value it holds.
  public var customDumpValue: Any {
    wrappedValue
  }
}

extension Shared: _CustomDiffObject {
  /// The expected (snapshot) and actual values, for diffs in test failures.
  public var _customDiffValues: (Any, Any) {
    let reference = reference
    return (reference.snapshot ?? reference.wrappedValue, reference.wrappedValue)
  }

  /// The root reference's identity.
  public var _objectIdentifier: ObjectIdentifier {
    reference.id
  }
}
