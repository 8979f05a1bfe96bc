import CasePaths

/// Makes an enum's bindings switchable case by case.
///
/// The macro makes the enum `CasePathable` (you may also write `@CasePathable` yourself) and
/// conforms it to ``CaseBindable``, so a binding to the enum can be switched over
/// exhaustively, each case handing over a binding to its payload:
///
/// ```swift
/// @CaseBindable
/// enum Status {
///   case inStock(quantity: Int)
///   case outOfStock(isOnBackOrder: Bool)
///   case discontinued
/// }
///
/// switch $item.status.cases {
/// case .inStock(let $quantity): Stepper("Quantity", value: $quantity)
/// case .outOfStock(let $isOnBackOrder): Toggle("On back order", isOn: $isOnBackOrder)
/// case .discontinued: Text("Discontinued")
/// }
/// ```
@attached(extension, conformances: CasePathable, CasePathIterable, CaseBindable)
@attached(
  member,
  names: named(AllCasePaths), named(allCasePaths), named(_$Element),
  named(UIBindingEnumeration), named(_$caseBinding)
)
public macro CaseBindable() = #externalMacro(module: "CairnMacros", type: "CaseBindableMacro")

/// An enum whose binding can be switched over exhaustively, case by case: see
/// ``CaseBindable()``, which writes the conformance.
public protocol CaseBindable: CasePathable {
  /// One case per case of the enum, each holding a binding to that case's payload.
  associatedtype UIBindingEnumeration

  /// The case `binding` is in now, with a binding to its payload. Called by
  /// ``UIBinding/cases``; the macro writes it.
  static func _$caseBinding(_ binding: UIBinding<Self>) -> UIBindingEnumeration
}

extension UIBinding where Value: CaseBindable {
  /// The case the value is in, with a binding to its payload, for an exhaustive `switch`.
  ///
  /// The payload binding writes back into that case; like any case binding it ignores writes
  /// once the value has moved to another case.
  public var cases: Value.UIBindingEnumeration {
    Value._$caseBinding(self)
  }
}

extension UIBinding where Value: CasePathable {
  /// A binding to the case at `keyPath`, which the value must be in now. The expansion of
  /// ``CaseBindable()`` calls it after checking the case; elsewhere use `$value.caseName`,
  /// which is optional.
  public func _$case<Member>(
    _ keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> UIBinding<Member> {
    guard let binding = self[dynamicMember: keyPath] else {
      preconditionFailure("_$case is only called for the case the value is in.")
    }
    return binding
  }
}
