import CairnArchitecture
import CairnWeb

extension View {
  /// Shows the alert a presentation store presents, as TCA 1.0 wrote it:
  ///
  /// ```swift
  /// .alert(store: store.scope(state: \.$alert, action: { .alert($0) }))
  /// ```
  ///
  /// A button with an action sends `.presented(action)` while the alert is still presented
  /// (the feature's `ifLet` then clears it); a button without one, and Escape, send
  /// `.dismiss`. The current spelling is `alert($store.scope(state: \.alert, action: \.alert))`.
  public func alert<ButtonAction>(
    store: Store<PresentationState<AlertState<ButtonAction>>, PresentationAction<ButtonAction>>
  ) -> ModifiedView<Self> {
    alert(store: store, state: { $0 }, action: { $0 })
  }

  /// Shows the alert that `toDestinationState` picks out of a presentation store's child
  /// (one case of a destination enum), its buttons' actions embedded by
  /// `fromDestinationAction`.
  public func alert<State, Action, ButtonAction>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    state toDestinationState: @escaping (_ state: State) -> AlertState<ButtonAction>?,
    action fromDestinationAction: @escaping (_ alertAction: ButtonAction) -> Action
  ) -> ModifiedView<Self> {
    alert(
      presentedDialogState(store, state: toDestinationState), dismissal: .afterAction
    ) { action in
      store.send(.presented(fromDestinationAction(action)))
    }
  }

  /// Shows the confirmation dialog a presentation store presents; its buttons send actions as
  /// `alert(store:)`'s do.
  public func confirmationDialog<ButtonAction>(
    store: Store<
      PresentationState<ConfirmationDialogState<ButtonAction>>, PresentationAction<ButtonAction>
    >
  ) -> ModifiedView<Self> {
    confirmationDialog(store: store, state: { $0 }, action: { $0 })
  }

  /// Shows the confirmation dialog that `toDestinationState` picks out of a presentation
  /// store's child, its buttons' actions embedded by `fromDestinationAction`.
  public func confirmationDialog<State, Action, ButtonAction>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    state toDestinationState: @escaping (_ state: State) -> ConfirmationDialogState<ButtonAction>?,
    action fromDestinationAction: @escaping (_ confirmationDialogAction: ButtonAction) -> Action
  ) -> ModifiedView<Self> {
    confirmationDialog(
      presentedDialogState(store, state: toDestinationState), dismissal: .afterAction
    ) { action in
      store.send(.presented(fromDestinationAction(action)))
    }
  }
}

/// A binding to the dialog state `toDialogState` picks out of a presentation store's child:
/// `nil` while there is none, and writing `nil` sends `.dismiss`.
@MainActor
private func presentedDialogState<State, Action, DialogState>(
  _ store: Store<PresentationState<State>, PresentationAction<Action>>,
  state toDialogState: @escaping (State) -> DialogState?
) -> UIBinding<DialogState?> {
  UIBinding(
    get: { store.withState { $0.wrappedValue.flatMap(toDialogState) } },
    set: { newValue in
      guard newValue == nil, store.withState({ $0.wrappedValue != nil }) else { return }
      store.send(.dismiss)
    })
}
