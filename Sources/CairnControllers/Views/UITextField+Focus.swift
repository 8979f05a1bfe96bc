import CairnWeb

extension UITextField {
  /// Ties the field's keyboard focus to `focus`: the field is focused while `focus` equals
  /// `value`; focusing it writes `value`, leaving it writes `nil`. The tie lasts until the
  /// returned token is cancelled.
  ///
  /// ```swift
  /// username.bind(focus: $model.focus, equals: .username)
  /// ```
  @discardableResult
  public func bind<Value: Hashable>(focus: UIBinding<Value?>, equals value: Value)
    -> ObserveToken
  {
    let flag = CancelFlag()
    focusTie = FocusTie(flag: flag) { AnyView($0.focused(focus, equals: value)) }
    setNeedsDisplay()
    return ObserveToken { flag.cancel() }
  }

  /// Ties the field's keyboard focus to a Boolean: focused while it is `true`; focusing the
  /// field writes `true`, leaving it writes `false`.
  @discardableResult
  public func bind(focus: UIBinding<Bool>) -> ObserveToken {
    bind(
      focus: UIBinding<Bool?>(
        get: { focus.wrappedValue ? true : nil },
        set: { focus.wrappedValue = $0 == true }),
      equals: true)
  }
}

/// A focus tie of a text field, until its token is cancelled.
@MainActor
struct FocusTie {
  let flag: CancelFlag
  let apply: @MainActor (AnyView) -> AnyView
}
