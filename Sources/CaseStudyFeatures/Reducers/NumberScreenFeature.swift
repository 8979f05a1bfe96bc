import CairnArchitecture

/// A screen of the stack study with reducers: shows its number, asks the gallery to push the
/// next one or to pop to the stack's root, and pops itself with `dismiss()`.
@Reducer
public struct NumberScreenFeature {
  /// The screen's number.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The number shown; the first screen is 1.
    public var number: Int

    /// Screen `number`.
    public init(number: Int) {
      self.number = number
    }
  }

  /// What can happen.
  public enum Action: Equatable, Sendable {
    case backButtonTapped
    case delegate(Delegate)
    case popToRootButtonTapped
    case pushNextButtonTapped

    /// What the screen asks of the gallery that owns the stack.
    public enum Delegate: Equatable, Sendable {
      case popToRoot
      case push(Int)
    }
  }

  @Dependency(\.dismiss) var dismiss

  /// A stack screen.
  public init() {}

  /// Push and pop-to-root go to the parent; the screen's own back button dismisses it.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .backButtonTapped:
        return .run { [dismiss] _ in await dismiss() }
      case .popToRootButtonTapped:
        return .send(.delegate(.popToRoot))
      case .pushNextButtonTapped:
        return .send(.delegate(.push(state.number + 1)))
      case .delegate:
        return .none
      }
    }
  }
}
