import CustomDump

/// Marks a field of a feature's state as one a view may write through a binding, in the style
/// of the Composable Architecture 1.0.
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var title = ""
///   var isSaving = false
/// }
/// ```
///
/// The wrapper's projection names the field in binding actions (`.set(\.$title, "Q3")`,
/// `case .binding(\.$title):`), and a `ViewStore` of a ``BindableAction`` feature hands out
/// `viewStore.$title`, a binding whose writes send that action. Fields without the wrapper
/// cannot be written from a view.
///
/// This is the 1.0 spelling. Today's spelling marks the state `@ObservableState` and derives
/// bindings from the store itself (`$store.title`), with no wrapper on the field; both work.
@propertyWrapper
public struct BindingState<Value> {
  /// The field's value.
  public var wrappedValue: Value

  /// Where the field is declared, for messages about its binding actions.
  let location: SourceLocation

  /// Wraps `wrappedValue`.
  public init(
    wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.wrappedValue = wrappedValue
    self.location = SourceLocation(fileID, filePath, line, column)
  }

  /// The wrapper itself: `\.$title` is the key path binding actions name the field by.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension BindingState: Equatable where Value: Equatable {
  /// Equal when the values are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension BindingState: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    wrappedValue.hash(into: &hasher)
  }
}

extension BindingState: Sendable where Value: Sendable {}

extension BindingState: Decodable where Value: Decodable {
  /// Decodes the bare value, as if the field had no wrapper.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(wrappedValue: try container.decode(Value.self))
  }
}

extension BindingState: Encodable where Value: Encodable {
  /// Encodes the bare value, as if the field had no wrapper.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

extension BindingState: CustomReflectable {
  /// Reflects as the value, so dumps and diffs show the field, not the wrapper.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue)
  }
}

extension BindingState: CustomDumpRepresentable {
  /// Dumps as the value.
  public var customDumpValue: Any {
    wrappedValue
  }
}

extension BindingState: CustomDebugStringConvertible where Value: CustomDebugStringConvertible {
  /// The value's debug description.
  public var debugDescription: String {
    wrappedValue.debugDescription
  }
}
