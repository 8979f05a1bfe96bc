extension UIBinding {
  /// Answers a tap on one of an alert's buttons: dismisses the alert by writing `nil` through
  /// this binding, then hands the button's action, if it has one, to `handler`.
  ///
  /// Renderers call this so every alert behaves the same: the alert is gone before the
  /// feature reacts, and a button without an action only dismisses.
  @MainActor
  public func tap<Action>(
    _ button: ButtonState<Action>,
    handler: (Action) -> Void
  ) where Value == AlertState<Action>? {
    wrappedValue = nil
    if let action = button.action { handler(action) }
  }

  /// Answers a tap on one of a confirmation dialog's buttons: dismisses the dialog, then hands
  /// the button's action, if it has one, to `handler`.
  @MainActor
  public func tap<Action>(
    _ button: ButtonState<Action>,
    handler: (Action) -> Void
  ) where Value == ConfirmationDialogState<Action>? {
    wrappedValue = nil
    if let action = button.action { handler(action) }
  }
}
