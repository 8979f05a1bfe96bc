import Cairn
import CasePaths

// swift-navigation's alert and confirmation-dialog modifiers driven by `AlertState` and
// `ConfirmationDialogState`, whose handler hears `nil` for a button without an action.

extension View {
  /// Shows an alert while `state` is non-`nil`; a tapped button dismisses it, then hands its
  /// action to `handler`, `nil` for a button without one (the cancel button, the lone "OK").
  ///
  /// ```swift
  /// .alert($model.destination.alert) { action in model.alertButtonTapped(action) }
  /// ```
  public func alert<Action>(
    _ state: UIBinding<AlertState<Action>?>,
    action handler: @escaping @MainActor (Action?) -> Void
  ) -> ModifiedView<Self> {
    alertDialog(state, handler: handler)
  }

  /// Shows an alert while `state` is non-`nil` (swift-navigation's `unwrapping:` spelling of
  /// `alert(_:action:)`).
  public func alert<Action>(
    unwrapping state: UIBinding<AlertState<Action>?>,
    action handler: @escaping @MainActor (Action?) -> Void = { (_: Action?) in }
  ) -> ModifiedView<Self> {
    alertDialog(state, handler: handler)
  }

  /// Shows an alert while `state` is non-`nil`, handing a tapped button's action (or `nil`)
  /// to an async `handler` the runtime tracks.
  public func alert<Action>(
    unwrapping state: UIBinding<AlertState<Action>?>,
    action handler: @escaping @MainActor (Action?) async -> Void
  ) -> ModifiedView<Self> {
    modified { context, base in
      let runAction = context.actionRunner
      return context.render(
        base.alertDialog(state) { action in runAction { await handler(action) } })
    }
  }

  /// Shows an alert while the optional enum `enum` is in the case at `casePath`, whose
  /// payload is the alert's state.
  public func alert<Enum, Action>(
    unwrapping enum: UIBinding<Enum?>,
    case casePath: AnyCasePath<Enum, AlertState<Action>>,
    action handler: @escaping @MainActor (Action?) -> Void = { (_: Action?) in }
  ) -> ModifiedView<Self> {
    alertDialog(`enum`.case(casePath), handler: handler)
  }

  /// Shows an alert while the optional enum `enum` is in the case at `keyPath`, whose
  /// payload is the alert's state.
  public func alert<Enum, Action>(
    unwrapping enum: UIBinding<Enum?>,
    case keyPath: CaseKeyPath<Enum, AlertState<Action>>,
    action handler: @escaping @MainActor (Action?) -> Void = { (_: Action?) in }
  ) -> ModifiedView<Self> {
    alertDialog(`enum`.case(keyPath), handler: handler)
  }

  /// Shows a confirmation dialog while `state` is non-`nil`; a tapped button dismisses it,
  /// then hands its action to `handler`, `nil` for a button without one.
  public func confirmationDialog<Action>(
    _ state: UIBinding<ConfirmationDialogState<Action>?>,
    action handler: @escaping @MainActor (Action?) -> Void
  ) -> ModifiedView<Self> {
    stateConfirmationDialog(state, handler: handler)
  }

  /// Shows a confirmation dialog while `state` is non-`nil` (swift-navigation's
  /// `unwrapping:` spelling).
  public func confirmationDialog<Action>(
    unwrapping state: UIBinding<ConfirmationDialogState<Action>?>,
    action handler: @escaping @MainActor (Action?) -> Void = { (_: Action?) in }
  ) -> ModifiedView<Self> {
    stateConfirmationDialog(state, handler: handler)
  }

  /// Shows a confirmation dialog while the optional enum `enum` is in the case at
  /// `casePath`, whose payload is the dialog's state.
  public func confirmationDialog<Enum, Action>(
    unwrapping enum: UIBinding<Enum?>,
    case casePath: AnyCasePath<Enum, ConfirmationDialogState<Action>>,
    action handler: @escaping @MainActor (Action?) -> Void = { (_: Action?) in }
  ) -> ModifiedView<Self> {
    stateConfirmationDialog(`enum`.case(casePath), handler: handler)
  }

  /// Shows a confirmation dialog while the optional enum `enum` is in the case at `keyPath`,
  /// whose payload is the dialog's state.
  public func confirmationDialog<Enum, Action>(
    unwrapping enum: UIBinding<Enum?>,
    case keyPath: CaseKeyPath<Enum, ConfirmationDialogState<Action>>,
    action handler: @escaping @MainActor (Action?) -> Void = { (_: Action?) in }
  ) -> ModifiedView<Self> {
    stateConfirmationDialog(`enum`.case(keyPath), handler: handler)
  }

  func alertDialog<Action>(
    _ state: UIBinding<AlertState<Action>?>,
    handler: @escaping @MainActor (Action?) -> Void
  ) -> ModifiedView<Self> {
    stateDialog(
      "alert", cssClass: "alert", state: state, dismissal: .beforeAction, handler: handler
    ) { alert in
      AlertDialog.Content(
        title: alert.title, showsTitle: true, message: alert.message,
        buttons: alert.displayedButtons)
    }
  }

  func stateConfirmationDialog<Action>(
    _ state: UIBinding<ConfirmationDialogState<Action>?>,
    handler: @escaping @MainActor (Action?) -> Void
  ) -> ModifiedView<Self> {
    stateDialog(
      "dialog", cssClass: "confirmation-dialog", state: state, dismissal: .beforeAction,
      handler: handler
    ) { dialog in
      AlertDialog.Content(
        title: dialog.title,
        showsTitle: Visibility(dialog.titleVisibility).showsTitle(
          hasMessage: dialog.message != nil),
        message: dialog.message,
        buttons: dialog.displayedButtons
      )
    }
  }
}
