import CasePaths

/// A location reached from an optional enum through one of its cases.
///
/// Reads the payload while the enum is in that case, else `nil`. Writes only take effect while
/// the enum is still in that case: a payload replaces the payload, `nil` clears the enum. A
/// write never switches the enum to another case behind a presenter's back.
final class OptionalCaseLocation<Enum, Member>: BindingLocation<Member?>,
  @unchecked Sendable
{
  let base: BindingLocation<Enum?>
  let casePath: AnyCasePath<Enum, Member>

  init(base: BindingLocation<Enum?>, casePath: AnyCasePath<Enum, Member>, step: some Hashable) {
    self.base = base
    self.casePath = casePath
    super.init(identity: base.identity.appending(step))
  }

  convenience init(
    base: BindingLocation<Enum?>,
    keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Member>>
  ) where Enum: CasePathable {
    self.init(base: base, casePath: Enum.allCasePaths[keyPath: keyPath], step: keyPath)
  }

  override func get() -> Member? { base.get().flatMap(casePath.extract(from:)) }
  override func set(_ newValue: Member?) {
    guard let current = base.get(), casePath.extract(from: current) != nil else { return }
    base.set(newValue.map(casePath.embed))
  }
}

/// A location reached from a non-optional enum through one of its cases.
///
/// Remembers the last payload it read or was given, so it keeps answering after the enum moved
/// to another case. Writes reach the enum only while it is still in that case; otherwise they
/// change only the remembered payload, as swift-navigation's case bindings do.
final class CaseLocation<Enum, Member>: BindingLocation<Member>, @unchecked Sendable {
  let base: BindingLocation<Enum>
  let casePath: AnyCasePath<Enum, Member>
  private var lastValue: Member

  init(
    base: BindingLocation<Enum>,
    casePath: AnyCasePath<Enum, Member>,
    step: some Hashable,
    initialValue: Member
  ) {
    self.base = base
    self.casePath = casePath
    self.lastValue = initialValue
    super.init(identity: base.identity.appending(step))
  }

  convenience init(
    base: BindingLocation<Enum>,
    keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Member>>,
    initialValue: Member
  ) where Enum: CasePathable {
    self.init(
      base: base, casePath: Enum.allCasePaths[keyPath: keyPath], step: keyPath,
      initialValue: initialValue)
  }

  override func get() -> Member {
    if let value = casePath.extract(from: base.get()) { lastValue = value }
    return lastValue
  }
  override func set(_ newValue: Member) {
    lastValue = newValue
    guard casePath.extract(from: base.get()) != nil else { return }
    base.set(casePath.embed(newValue))
  }
}

/// A location that is `true` while an optional enum is in a payload-less case.
///
/// Writing `true` selects the case; writing `false` clears the enum, but only while it is
/// still in that case.
final class CaseToBoolLocation<Enum: CasePathable>: BindingLocation<Bool>, @unchecked Sendable {
  let base: BindingLocation<Enum?>
  let casePath: AnyCasePath<Enum, Void>

  init(base: BindingLocation<Enum?>, keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Void>>) {
    self.base = base
    self.casePath = Enum.allCasePaths[keyPath: keyPath]
    super.init(identity: base.identity.appending(keyPath).appending(BindingStep.caseToBool))
  }

  override func get() -> Bool { base.get().flatMap(casePath.extract(from:)) != nil }
  override func set(_ newValue: Bool) {
    let isInCase = get()
    if newValue, !isInCase {
      base.set(casePath.embed(()))
    } else if !newValue, isInCase {
      base.set(nil)
    }
  }
}

/// The identity step of a case path that is not a key path (`/Enum.case`, an `AnyCasePath`).
///
/// Such a path cannot be compared, so the step names the enum and payload types and, when the
/// value is in the case as the binding is derived, the case's name. Two such paths to cases of
/// one enum with the same payload type are told apart only while the value is in one of them.
struct AnyCasePathStep: Hashable {
  let root: ObjectIdentifier
  let value: ObjectIdentifier
  let caseName: String?

  init<Root, Value>(_ casePath: AnyCasePath<Root, Value>, current: Root?) {
    self.root = ObjectIdentifier(Root.self)
    self.value = ObjectIdentifier(Value.self)
    self.caseName = current.flatMap { current in
      guard casePath.extract(from: current) != nil else { return nil }
      return Self.caseName(of: current)
    }
  }

  /// The name of the case `value` is in: its single child's label for a case with a payload,
  /// its description for one without.
  private static func caseName(of value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value {
      return caseName(of: wrapped)
    }
    if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
    return String(describing: value)
  }
}
