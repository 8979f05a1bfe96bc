public import CustomDump
public import Observation

extension SharedReader: Observable {}

extension SharedReader: CustomReflectable {
  /// Mirrors the current value.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue)
  }
}

extension SharedReader: CustomStringConvertible {
  /// `SharedReader<Value>(…)` with the reference's description: its key, or its value.
  public var description: String {
    "SharedReader<\(Value.self)>(\(reference.description))"
  }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Two readers are equal when their values are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// The value's id.
  public var id: Value.ID {
    wrappedValue.id
  }
}

extension SharedReader: CustomDumpRepresentable {
  /// Dumps as the value it holds.
  public var customDumpValue: Any {
    wrappedValue
  }
}
