import CairnArchitecture

/// A text editor presented by a parent, that closes itself: Save hands the text to the parent
/// through a delegate action and dismisses; Cancel only dismisses.
@Reducer
public struct TextEditorFeature {
  /// The text being edited.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The draft; the parent's text changes only on Save.
    public var text: String

    /// An editor starting from `text`.
    public init(text: String) {
      self.text = text
    }
  }

  /// What can happen.
  public enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case cancelButtonTapped
    case saveButtonTapped
    case delegate(Delegate)

    /// What the editor tells its parent.
    public enum Delegate: Equatable, Sendable {
      case save(String)
    }
  }

  @Dependency(\.dismiss) var dismiss

  /// The editor.
  public init() {}

  /// Save tells the parent, then dismisses; Cancel dismisses.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .run { [dismiss] _ in await dismiss() }
      case .saveButtonTapped:
        return .run { [text = state.text, dismiss] send in
          await send(.delegate(.save(text)))
          await dismiss()
        }
      case .binding, .delegate:
        return .none
      }
    }
  }
}
