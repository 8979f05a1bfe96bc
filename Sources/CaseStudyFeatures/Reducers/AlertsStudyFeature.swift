import CairnArchitecture

/// The alerts study with reducers: an alert and a confirmation dialog from `AlertState`, each
/// presented with `@Presents` and integrated with `ifLet`, which clears them after any button.
@Reducer
public struct AlertsStudyFeature {
  /// The count, and the alert or dialog while one is up.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The count the buttons change.
    public var count: Int
    /// The reset alert, while presented.
    @Presents public var alert: AlertState<Action.Alert>?
    /// The change dialog, while presented.
    @Presents public var dialog: ConfirmationDialogState<Action.Dialog>?

    /// A study at `count` with nothing presented.
    public init(count: Int = 0) {
      self.count = count
    }
  }

  /// What can happen.
  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case changeButtonTapped
    case dialog(PresentationAction<Dialog>)
    case resetButtonTapped

    /// The alert's buttons.
    public enum Alert: Equatable, Sendable { case confirmReset }
    /// The dialog's buttons.
    public enum Dialog: Equatable, Sendable { case increment, decrement }
  }

  /// The study.
  public init() {}

  /// Reset asks first; Change offers +1 and −1.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .resetButtonTapped:
        state.alert = Self.resetAlert(count: state.count)
      case .changeButtonTapped:
        state.dialog = Self.changeDialog
      case .alert(.presented(.confirmReset)):
        state.count = 0
      case .dialog(.presented(.increment)):
        state.count += 1
      case .dialog(.presented(.decrement)):
        state.count -= 1
      case .alert(.dismiss), .dialog(.dismiss):
        break
      }
      return .none
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$dialog, action: \.dialog)
  }

  /// The alert that asks before resetting `count`.
  public static func resetAlert(count: Int) -> AlertState<Action.Alert> {
    AlertState {
      TextState("Reset the count?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmReset) { TextState("Reset") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("The count is \(count).")
    }
  }

  /// The dialog that changes the count.
  public static let changeDialog = ConfirmationDialogState<Action.Dialog>(
    titleVisibility: .visible
  ) {
    TextState("Change the count")
  } actions: {
    ButtonState(action: .increment) { TextState("Add one") }
    ButtonState(action: .decrement) { TextState("Take one away") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  }
}
