/// A location reached from an optional enum through one of its cases.
///
/// Reads the payload while the enum is in that case, else `nil`. Writes only take effect while
/// the enum is still in that case: a payload replaces the payload, `nil` clears the enum. A
/// write never switches the enum to another case behind a presenter's back.
final class OptionalCaseLocation<Enum: CasePathable, Member>: BindingLocation<Member?>,
  @unchecked Sendable
{
  let base: BindingLocation<Enum?>
  let casePath: AnyCasePath<Enum, Member>

  init(
    base: BindingLocation<Enum?>,
    keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Member>>
  ) {
    self.base = base
    self.casePath = Enum.allCasePaths[keyPath: keyPath]
    super.init(identity: base.identity.appending(keyPath))
  }

  override func get() -> Member? { base.get().flatMap(casePath.extract(from:)) }
  override func set(_ newValue: Member?) {
    guard let current = base.get(), casePath.extract(from: current) != nil else { return }
    base.set(newValue.map(casePath.embed))
  }
}

/// A location reached from a non-optional enum through one of its cases.
///
/// Remembers the last payload it read, so it keeps answering after the enum moved to another
/// case. Writes only take effect while the enum is still in that case.
final class CaseLocation<Enum: CasePathable, Member>: BindingLocation<Member>, @unchecked Sendable {
  let base: BindingLocation<Enum>
  let casePath: AnyCasePath<Enum, Member>
  private var lastValue: Member

  init(
    base: BindingLocation<Enum>,
    keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Member>>,
    initialValue: Member
  ) {
    self.base = base
    self.casePath = Enum.allCasePaths[keyPath: keyPath]
    self.lastValue = initialValue
    super.init(identity: base.identity.appending(keyPath))
  }

  override func get() -> Member {
    if let value = casePath.extract(from: base.get()) { lastValue = value }
    return lastValue
  }
  override func set(_ newValue: Member) {
    guard casePath.extract(from: base.get()) != nil else { return }
    lastValue = newValue
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
