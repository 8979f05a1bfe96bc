/// A two-way reference to a value that lives elsewhere.
///
/// A binding reads and writes an observable model's property, a local box, or a constant. It
/// is how a control edits a model, and how navigation is driven from state: a presentation
/// shows its content while a `UIBinding<Item?>` is non-`nil`, and writes `nil` back when the
/// user dismisses it.
///
/// Derive bindings with dynamic member lookup. Key paths reach into the value
/// (`$model.standup.title`), and case key paths slice an enum into one of its cases
/// (`$model.destination.edit` is a `UIBinding<EditModel?>`):
///
/// ```swift
/// @UIBindable var model: FeatureModel
/// let title: UIBinding<String> = $model.standup.title
/// let edit: UIBinding<EditModel?> = $model.destination.edit
/// ```
///
/// Bindings are `Hashable` by their source: two bindings derived the same way from the same
/// object are equal, so a renderer can tell whether a binding still points at the same place.
@dynamicMemberLookup
@propertyWrapper
public struct UIBinding<Value>: @unchecked Sendable {
  let location: BindingLocation<Value>

  /// The transaction applied to every write made through this binding.
  public var transaction: UITransaction

  init(location: BindingLocation<Value>, transaction: UITransaction = UITransaction()) {
    self.location = location
    self.transaction = transaction
  }

  /// Creates a binding that owns its value: a local source of truth.
  ///
  /// Useful for previews, tests and small self-contained views. Reads of the value are
  /// observable, so `observe(_:)` reacts to writes through the binding.
  public init(value: Value) {
    self.init(location: LocalLocation(value))
  }

  /// Creates a binding that owns `wrappedValue`, for `@UIBinding var count = 0`: the same
  /// local source of truth as ``init(value:)``.
  public init(wrappedValue: Value) {
    self.init(location: LocalLocation(wrappedValue))
  }

  /// A binding without a source yet, which stops the program if it is read or written.
  ///
  /// This initializer exists for one reason. SwiftUI's `Binding` (which is this type in
  /// CairnWeb) has no `init(wrappedValue:)`, so a view's `@Binding var item: Item` takes a
  /// binding in its memberwise initializer: `ItemView(item: $item)`. swift-navigation's
  /// `UIBinding` does have one, for `@UIBinding var count = 0`. Swift makes a memberwise
  /// initializer take the wrapper itself when the wrapper can also be made with no arguments,
  /// so with this initializer both spellings compile. (Swift then makes the wrapper this way
  /// before a view's own initializer assigns `self._item = item`, which is why making one is
  /// harmless and only using it stops the program.) Leaving out such an argument compiles,
  /// and stops with a message naming the problem when the view reads the binding, where
  /// SwiftUI would not compile.
  public init() {
    self.init(location: MissingLocation())
  }

  /// Creates a binding from another binding; used by `@UIBinding` closure parameters.
  public init(projectedValue: UIBinding<Value>) {
    self = projectedValue
  }

  /// Creates a binding whose value never changes and which ignores writes.
  public static func constant(_ value: Value) -> UIBinding<Value> {
    UIBinding(location: ConstantLocation(value))
  }

  /// The value the binding refers to. Writing it applies the binding's ``transaction``.
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set {
      if transaction.isEmpty {
        location.set(newValue)
      } else {
        withUITransaction(transaction) { location.set(newValue) }
      }
    }
  }

  /// The binding itself, so `$binding` can be handed on.
  public var projectedValue: UIBinding<Value> { self }

  /// Returns this binding with `transaction` applied to every write made through it.
  public func transaction(_ transaction: UITransaction) -> UIBinding<Value> {
    var binding = self
    binding.transaction = transaction
    return binding
  }

  /// Returns a binding that derives from this one through `makeLocation`, keeping the
  /// transaction.
  func derived<Member>(
    _ makeLocation: (BindingLocation<Value>) -> BindingLocation<Member>
  ) -> UIBinding<Member> {
    UIBinding<Member>(location: makeLocation(location), transaction: transaction)
  }
}

extension UIBinding: Equatable {
  /// Whether two bindings were derived the same way from the same source.
  public static func == (lhs: UIBinding, rhs: UIBinding) -> Bool {
    lhs.location.identity == rhs.location.identity
  }
}

extension UIBinding: Hashable {
  /// Hashes the binding's source and derivation, not its value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(location.identity)
  }
}

extension UIBinding: Identifiable where Value: Identifiable {
  /// The identifier of the value the binding currently refers to.
  public var id: Value.ID { wrappedValue.id }
}

extension UIBinding: CustomStringConvertible {
  /// A description naming the binding's value type and current value.
  public var description: String {
    "UIBinding<\(Value.self)>(\(String(describing: wrappedValue)))"
  }
}
