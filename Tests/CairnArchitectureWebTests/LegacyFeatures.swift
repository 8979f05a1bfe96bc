import CairnArchitecture

/// A counter written as TCA 1.0 wrote features: plain `Equatable` state, no macros.
struct LegacyCounter: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  @CasePathable
  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .decrementButtonTapped: state.count -= 1
    case .incrementButtonTapped: state.count += 1
    }
    return .none
  }
}

/// A parent in TCA 1.0's style: a counter in a sheet (`@PresentationState`), an alert, an
/// optional counter, an enum of screens, a list of counters and a stack of counters. Every
/// action it receives is logged, so tests see what the views sent.
struct LegacyParent: Reducer {
  struct State: Equatable {
    @PresentationState var sheet: LegacyCounter.State?
    @PresentationState var alert: AlertState<Action.Alert>?
    var optional: LegacyCounter.State?
    var screen: Screen.State = .first(LegacyCounter.State())
    var counters: IdentifiedArrayOf<LegacyCounter.State> = []
    var path = StackState<LegacyCounter.State>()
    var log: [String] = []
    var title = "Counters"
  }
  @CasePathable
  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case counters(IdentifiedActionOf<LegacyCounter>)
    case optional(LegacyCounter.Action)
    case optionalToggled
    case path(StackAction<LegacyCounter.State, LegacyCounter.Action>)
    case screen(Screen.Action)
    case sheet(PresentationAction<LegacyCounter.Action>)
    case showAlertButtonTapped
    case showSheetButtonTapped
    case titleChanged(String)

    enum Alert: Equatable { case confirm }
  }

  /// Two screens, switched between with `SwitchStore` and `CaseLet`.
  struct Screen: Reducer {
    @CasePathable
    enum State: Equatable {
      case first(LegacyCounter.State)
      case second(LegacyCounter.State)
    }
    @CasePathable
    enum Action: Equatable {
      case first(LegacyCounter.Action)
      case second(LegacyCounter.Action)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch (state, action) {
      case (.first(var counter), .first(let action)):
        _ = LegacyCounter().reduce(into: &counter, action: action)
        state = .first(counter)
      case (.second(var counter), .second(let action)):
        _ = LegacyCounter().reduce(into: &counter, action: action)
        state = .second(counter)
      default:
        break
      }
      return .none
    }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.screen, action: \.screen) { Screen() }
    Reduce { state, action in
      state.log.append(Self.describe(action))
      switch action {
      case .showAlertButtonTapped:
        state.alert = AlertState {
          TextState("Sure?")
        } actions: {
          ButtonState(action: .confirm) { TextState("Confirm") }
        }
        return .none
      case .showSheetButtonTapped:
        state.sheet = LegacyCounter.State()
        return .none
      case .optionalToggled:
        state.optional = state.optional == nil ? LegacyCounter.State() : nil
        return .none
      case .titleChanged(let title):
        state.title = title
        return .none
      case .alert, .counters, .optional, .path, .screen, .sheet:
        return .none
      }
    }
    .ifLet(\.$sheet, action: \.sheet) { LegacyCounter() }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.optional, action: \.optional) { LegacyCounter() }
    .forEach(\.counters, action: \.counters) { LegacyCounter() }
    .forEach(\.path, action: \.path) { LegacyCounter() }
  }

  /// A short name for an action, for the log.
  static func describe(_ action: Action) -> String {
    switch action {
    case .alert(.dismiss): "alert.dismiss"
    case .alert(.presented(.confirm)): "alert.confirm"
    case .counters(.element(let id, let action)): "counters[\(id)].\(action)"
    case .optional(let action): "optional.\(action)"
    case .optionalToggled: "optionalToggled"
    case .path(.element(let id, let action)): "path[\(id)].\(action)"
    case .path(.popFrom): "path.popFrom"
    case .path: "path"
    case .screen(let action): "screen.\(action)"
    case .sheet(.dismiss): "sheet.dismiss"
    case .sheet(.presented(let action)): "sheet.\(action)"
    case .showAlertButtonTapped: "showAlert"
    case .showSheetButtonTapped: "showSheet"
    case .titleChanged: "titleChanged"
    }
  }
}
