import CairnArchitecture
import CairnWeb

extension View {
  /// Shows the alert of a presented child store while there is one:
  ///
  /// ```swift
  /// .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  /// ```
  ///
  /// A button with an action sends `.presented(action)` while the alert is still presented
  /// (the parent's `ifLet` then clears it); a button without one, and Escape when the cancel
  /// button has no action, set the binding to `nil`, which sends `.dismiss`.
  public func alert<Action>(
    _ store: UIBinding<Store<AlertState<Action>, Action>?>
  ) -> ModifiedView<Self> {
    alert(presentedState(of: store), dismissal: .afterAction) { action in
      store.wrappedValue?.send(action)
    }
  }

  /// Shows the confirmation dialog of a presented child store while there is one; its buttons
  /// send actions as the store-driven `alert(_:)` does.
  ///
  /// ```swift
  /// .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
  /// ```
  public func confirmationDialog<Action>(
    _ store: UIBinding<Store<ConfirmationDialogState<Action>, Action>?>
  ) -> ModifiedView<Self> {
    confirmationDialog(presentedState(of: store), dismissal: .afterAction) { action in
      store.wrappedValue?.send(action)
    }
  }
}

/// The state of a presented child store, as a binding: `nil` while nothing is presented, and
/// writing `nil` dismisses.
@MainActor
private func presentedState<State, Action>(
  of store: UIBinding<Store<State, Action>?>
) -> UIBinding<State?> {
  store[dynamicMember: \Store<State, Action>.[presentedState: StoreBindingMarker()]]
}
