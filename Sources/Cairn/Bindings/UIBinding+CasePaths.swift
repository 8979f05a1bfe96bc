import CasePaths

extension UIBinding {
  /// A binding to one case of an optional enum: `$model.destination.edit`.
  ///
  /// Reads the case's payload while the enum is in that case, else `nil`. Writing a payload
  /// replaces it only while the enum is still in that case; writing `nil` clears the enum,
  /// again only while it is still in that case. This is the binding a presentation takes.
  public subscript<Enum: CasePathable, Member>(
    dynamicMember keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Member>>
  ) -> UIBinding<Member?> where Value == Enum? {
    derived { OptionalCaseLocation(base: $0, keyPath: keyPath) }
  }

  /// A Boolean binding to a payload-less case of an optional enum.
  ///
  /// `true` while the enum is in that case. Writing `false` clears the enum (only while it is
  /// still in that case); writing `true` selects the case.
  public subscript<Enum: CasePathable>(
    dynamicMember keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Void>>
  ) -> UIBinding<Bool> where Value == Enum? {
    derived { CaseToBoolLocation(base: $0, keyPath: keyPath) }
  }

  /// A binding to one case of a non-optional enum, or `nil` while the enum is in another case.
  ///
  /// The returned binding keeps answering the last payload it saw after the enum moves on; a
  /// write made while the enum is in another case changes only what it answers, never the
  /// enum.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> UIBinding<Member>? where Value: CasePathable {
    let casePath = Value.allCasePaths[keyPath: keyPath]
    guard let payload = casePath.extract(from: wrappedValue) else { return nil }
    return derived { CaseLocation(base: $0, keyPath: keyPath, initialValue: payload) }
  }
}

// MARK: - Case paths passed as values

extension UIBinding {
  /// A binding to one case of an optional enum, named by a case path written as a value:
  /// `$model.destination.case(/Destination.edit)`, the spelling of swift-case-paths before
  /// case key paths. It behaves as `$model.destination.edit` does.
  public func `case`<Enum, Case>(_ casePath: AnyCasePath<Enum, Case>) -> UIBinding<Case?>
  where Value == Enum? {
    let step = AnyCasePathStep(casePath, current: wrappedValue)
    return derived { OptionalCaseLocation(base: $0, casePath: casePath, step: step) }
  }

  /// A binding to one case of an optional enum, named by a case key path:
  /// `$model.destination.case(\.edit)`.
  public func `case`<Enum, Case>(_ keyPath: CaseKeyPath<Enum, Case>) -> UIBinding<Case?>
  where Value == Enum? {
    derived { OptionalCaseLocation(base: $0, casePath: AnyCasePath(keyPath), step: keyPath) }
  }

  /// A Boolean binding that is `true` while an optional enum is in the case at `casePath`;
  /// writing `false` clears the enum (only while it is still in that case).
  public func isPresent<Enum, Case>(_ casePath: AnyCasePath<Enum, Case>) -> UIBinding<Bool>
  where Value == Enum? {
    UIBinding<Bool>(self.case(casePath))
  }

  /// A Boolean binding that is `true` while an optional enum is in the case at `keyPath`;
  /// writing `false` clears the enum (only while it is still in that case).
  public func isPresent<Enum, Case>(_ keyPath: CaseKeyPath<Enum, Case>) -> UIBinding<Bool>
  where Value == Enum? {
    UIBinding<Bool>(self.case(keyPath))
  }

  /// A binding to the payload of one case of an enum, or `nil` while the enum is in another
  /// case: `UIBinding(unwrapping: $item.status, case: /Status.inStock)`.
  ///
  /// Like `$enum.caseName`, the binding keeps answering the last payload it saw after the
  /// enum moves on; a write made while the enum is in another case changes only what it
  /// answers, never the enum.
  ///
  /// Disfavoured, so that over an optional enum the optional-enum form below wins and gives
  /// the payload's binding, not a binding to an optional payload.
  @_disfavoredOverload
  public init?<Enum>(unwrapping base: UIBinding<Enum>, case casePath: AnyCasePath<Enum, Value>) {
    guard let payload = casePath.extract(from: base.wrappedValue) else { return nil }
    let step = AnyCasePathStep(casePath, current: base.wrappedValue)
    self = base.derived {
      CaseLocation(base: $0, casePath: casePath, step: step, initialValue: payload)
    }
  }

  /// A binding to the payload of the case at `keyPath` of an enum, or `nil` while the enum is
  /// in another case: `UIBinding(unwrapping: $item.status, case: \.inStock)`. Disfavoured, as
  /// the form above.
  @_disfavoredOverload
  public init?<Enum>(unwrapping base: UIBinding<Enum>, case keyPath: CaseKeyPath<Enum, Value>) {
    let casePath = AnyCasePath(keyPath)
    guard let payload = casePath.extract(from: base.wrappedValue) else { return nil }
    self = base.derived {
      CaseLocation(base: $0, casePath: casePath, step: keyPath, initialValue: payload)
    }
  }
}

extension UIBinding {
  /// A binding to the payload of one case of an optional enum, or `nil` while the enum is
  /// `nil` or in another case: `UIBinding(unwrapping: $model.route, case: /Route.edit)`.
  ///
  /// The binding keeps answering the last payload it saw after the enum moves on, and writes
  /// the enum only while it is still in that case.
  public init?<Enum>(
    unwrapping base: UIBinding<Enum?>, case casePath: AnyCasePath<Enum, Value>
  ) {
    self.init(base.case(casePath))
  }

  /// A binding to the payload of the case at `keyPath` of an optional enum, or `nil` while the
  /// enum is `nil` or in another case: `UIBinding(unwrapping: $model.route, case: \.edit)`.
  public init?<Enum>(
    unwrapping base: UIBinding<Enum?>, case keyPath: CaseKeyPath<Enum, Value>
  ) {
    self.init(base.case(keyPath))
  }
}

// MARK: - Switching over a case-bindable member

extension UIBinding {
  /// A member whose enum is ``CaseBindable``, as the case it is in with a binding to its
  /// payload, so a `switch` can take it apart directly:
  ///
  /// ```swift
  /// switch $item.status {
  /// case .inStock(let $quantity): Stepper("Quantity", value: $quantity)
  /// case .outOfStock(let $isOnBackOrder): Toggle("On back order", isOn: $isOnBackOrder)
  /// }
  /// ```
  ///
  /// Where a binding to the enum itself is wanted (`IfCaseLet($item.status, …)`), the type
  /// the context asks for picks the binding instead.
  public subscript<Member: CaseBindable>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Member.UIBindingEnumeration {
    let binding: UIBinding<Member> = self[dynamicMember: keyPath]
    return binding.cases
  }
}

extension UIBindable {
  /// A model's member whose enum is ``CaseBindable``, as the case it is in with a binding to
  /// its payload: `switch $model.status { case .inStock(let $quantity): … }`.
  public subscript<Member: CaseBindable>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
  ) -> Member.UIBindingEnumeration {
    let binding: UIBinding<Member> = self[dynamicMember: keyPath]
    return binding.cases
  }
}
