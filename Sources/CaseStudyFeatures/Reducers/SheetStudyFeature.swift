import CairnArchitecture

/// The sheet study with reducers: the parent presents an editor with `@Presents` and `ifLet`,
/// and the editor dismisses itself.
@Reducer
public struct SheetStudyFeature {
  /// The text, and the editor while it is presented.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The text the editor changes when it saves.
    public var text: String
    /// The editor sheet, while presented.
    @Presents public var editor: TextEditorFeature.State?

    /// A study showing `text`, with the editor up if `editor` is given.
    public init(text: String = "Hello from a store", editor: TextEditorFeature.State? = nil) {
      self.text = text
      self.editor = editor
    }
  }

  /// What can happen.
  public enum Action: Equatable, Sendable {
    case editButtonTapped
    case editor(PresentationAction<TextEditorFeature.Action>)
  }

  /// The study.
  public init() {}

  /// Edit presents the editor; its save delegate action changes the text.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editButtonTapped:
        state.editor = TextEditorFeature.State(text: state.text)
        return .none
      case .editor(.presented(.delegate(.save(let text)))):
        state.text = text
        return .none
      case .editor:
        return .none
      }
    }
    .ifLet(\.$editor, action: \.editor) { TextEditorFeature() }
  }
}
