import CairnWeb

extension UITextField {
  /// Ties the field's keyboard focus to `focus`: the field is focused while `focus` equals
  /// `value`; focusing it writes `value`, leaving it writes `nil`. The tie lasts until the
  /// returned token is cancelled (the field keeps it: discarding it keeps the tie).
  ///
  /// ```swift
  /// username.bind(focus: $model.focus, equals: .username)
  /// ```
  @discardableResult
  public func bind<Value: Hashable>(focus: UIBinding<Value?>, equals value: Value)
    -> ObserveToken
  {
    let flag = CancelFlag()
    // The field keeps the token, so the tie lasts as long as the field when the token is
    // discarded (ending a token cancels it), as the other bindings do.
    let token = ObserveToken { flag.cancel() }
    focusTie = FocusTie(flag: flag, token: token) { AnyView($0.focused(focus, equals: value)) }
    setNeedsDisplay()
    return token
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
  /// The tie's token, kept by the field.
  let token: ObserveToken
  let apply: @MainActor (AnyView) -> AnyView
}
