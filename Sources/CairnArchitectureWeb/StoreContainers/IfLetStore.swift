import CairnArchitecture
import CairnWeb

/// Content drawn from the store of an optional state while the state is non-`nil`, and other
/// content while it is `nil`, as TCA 1.0 wrote it:
///
/// ```swift
/// IfLetStore(store.scope(state: \.detail, action: { .detail($0) })) { store in
///   DetailView(store: store)
/// } else: {
///   Text("Nothing selected")
/// }
/// ```
///
/// The child store keeps answering the last non-`nil` state, for content going away.
/// `if let store = store.scope(state: \.detail, action: \.detail)` is the current spelling.
public struct IfLetStore<State, Action, Content: View>: View {
  private let store: Store<State?, Action>
  private let content: (Store<State?, Action>, State?) -> Content

  /// `ifContent` from the child store while the state is non-`nil`, else `elseContent`.
  public init<IfContent, ElseContent>(
    _ store: Store<State?, Action>,
    @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent,
    @ViewBuilder else elseContent: () -> ElseContent
  ) where Content == ConditionalContent<IfContent, ElseContent> {
    let elseContent = elseContent()
    self.store = store
    self.content = { store, state in
      if let state {
        ViewBuilder.buildEither(first: ifContent(unwrapped(store, initial: state)))
      } else {
        ViewBuilder.buildEither(second: elseContent)
      }
    }
  }

  /// `ifContent` from the child store while the state is non-`nil`, else nothing.
  public init<IfContent>(
    _ store: Store<State?, Action>,
    @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent
  ) where Content == IfContent? {
    self.store = store
    self.content = { store, state in
      state.map { ifContent(unwrapped(store, initial: $0)) }
    }
  }

  /// `ifContent` from the store of a presentation store's child while it is presented, else
  /// `elseContent`; the child's actions are sent as `.presented(action)`.
  public init<IfContent, ElseContent>(
    _ store: Store<PresentationState<State>, PresentationAction<Action>>,
    @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent,
    @ViewBuilder else elseContent: @escaping () -> ElseContent
  ) where Content == ConditionalContent<IfContent, ElseContent> {
    self.init(
      store.scope(state: { $0.wrappedValue }, action: { .presented($0) }), then: ifContent,
      else: elseContent)
  }

  /// `ifContent` from the store of a presentation store's child while it is presented.
  public init<IfContent>(
    _ store: Store<PresentationState<State>, PresentationAction<Action>>,
    @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent
  ) where Content == IfContent? {
    self.init(
      store.scope(state: { $0.wrappedValue }, action: { .presented($0) }), then: ifContent)
  }

  /// `ifContent` while `toState` picks a state out of a presentation store's child (one case
  /// of a destination enum), else `elseContent`.
  public init<DestinationState, DestinationAction, IfContent, ElseContent>(
    _ store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: @escaping (_ destinationState: DestinationState) -> State?,
    action fromAction: @escaping (_ action: Action) -> DestinationAction,
    @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent,
    @ViewBuilder else elseContent: @escaping () -> ElseContent
  ) where Content == ConditionalContent<IfContent, ElseContent> {
    self.init(
      store.scope(
        state: { $0.wrappedValue.flatMap(toState) }, action: { .presented(fromAction($0)) }),
      then: ifContent, else: elseContent)
  }

  /// `ifContent` while `toState` picks a state out of a presentation store's child.
  public init<DestinationState, DestinationAction, IfContent>(
    _ store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
    state toState: @escaping (_ destinationState: DestinationState) -> State?,
    action fromAction: @escaping (_ action: Action) -> DestinationAction,
    @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent
  ) where Content == IfContent? {
    self.init(
      store.scope(
        state: { $0.wrappedValue.flatMap(toState) }, action: { .presented(fromAction($0)) }),
      then: ifContent)
  }

  /// The content for the state as it is now; reading it here tracks it.
  public var body: Content {
    content(store, store.state)
  }
}

/// A store of the state of `store` while it is non-`nil`, answering its last non-`nil`
/// state after.
@MainActor
func unwrapped<State, Action>(
  _ store: Store<State?, Action>, initial: State
) -> Store<State, Action> {
  var last = initial
  return store.scope(
    state: { state in
      if let state { last = state }
      return last
    },
    action: { $0 })
}
