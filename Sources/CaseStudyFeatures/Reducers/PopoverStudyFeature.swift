import CairnArchitecture

/// The popover study with reducers: a tip in a popover, a child feature that counts how often
/// it was read and closes itself.
@Reducer
public struct PopoverStudyFeature {
  /// The tip while it is presented, and how many times it was shown.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The tip, while presented.
    @Presents public var tip: TipFeature.State?
    /// How many times the tip was shown.
    public var timesShown = 0

    /// A study with the tip down, or up if `tip` is given.
    public init(tip: TipFeature.State? = nil, timesShown: Int = 0) {
      self.tip = tip
      self.timesShown = timesShown
    }
  }

  /// What can happen.
  public enum Action: Equatable, Sendable {
    case showTipButtonTapped
    case tip(PresentationAction<TipFeature.Action>)
  }

  /// The study.
  public init() {}

  /// Shows the tip; the tip closes itself.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showTipButtonTapped:
        state.timesShown += 1
        state.tip = TipFeature.State(number: state.timesShown)
        return .none
      case .tip:
        return .none
      }
    }
    .ifLet(\.$tip, action: \.tip) { TipFeature() }
  }
}

/// A tip shown in a popover, with a button that closes it.
@Reducer
public struct TipFeature {
  /// Which showing this is.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// 1 for the first time the tip is shown, then 2, …
    public var number: Int

    /// The `number`th showing.
    public init(number: Int) {
      self.number = number
    }
  }

  /// What can happen.
  public enum Action: Equatable, Sendable {
    case gotItButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  /// The tip.
  public init() {}

  /// "Got it" closes the popover.
  public var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .gotItButtonTapped:
        return .run { [dismiss] _ in await dismiss() }
      }
    }
  }
}
