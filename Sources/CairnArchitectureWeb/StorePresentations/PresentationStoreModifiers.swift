import CairnArchitecture
import CairnWeb

extension View {
  /// Presents a sheet while the presentation store's child is there, drawing `content` from
  /// the child's store, as TCA 1.0 wrote it:
  ///
  /// ```swift
  /// .sheet(store: store.scope(state: \.$addStandup, action: { .addStandup($0) })) { store in
  ///   StandupFormView(store: store)
  /// }
  /// ```
  ///
  /// The sheet stays up while the same child is presented. Closing it from the page (Escape,
  /// the backdrop) sends `.dismiss`. The current spelling is
  /// `sheet(item: $store.scope(state: \.child, action: \.child))`.
  public func sheet<State, Action, Content: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
  ) -> ModifiedView<Self> {
    sheet(item: presentedStore(store), onDismiss: onDismiss) { content($0.store) }
  }

  /// Presents a sheet while the presentation store's child is there and `toDestinationState`
  /// picks a state out of it (one case of a destination enum), drawing `content` from that
  /// part's store, whose actions go back through `fromDestinationAction`.
  ///
  /// ```swift
  /// .sheet(
  ///   store: store.scope(state: \.$destination, action: { .destination($0) }),
  ///   state: /Destination.State.edit,
  ///   action: Destination.Action.edit
  /// ) { store in EditView(store: store) }
  /// ```
  public func sheet<State, Action, DestinationState, DestinationAction, Content: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    state toDestinationState: @escaping (_ state: State) -> DestinationState?,
    action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
  ) -> ModifiedView<Self> {
    sheet(
      item: presentedStore(store, state: toDestinationState, action: fromDestinationAction),
      onDismiss: onDismiss
    ) { content($0.store) }
  }

  /// Presents `content` covering the window while the presentation store's child is there;
  /// as `sheet(store:onDismiss:content:)`.
  public func fullScreenCover<State, Action, Content: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
  ) -> ModifiedView<Self> {
    fullScreenCover(item: presentedStore(store), onDismiss: onDismiss) { content($0.store) }
  }

  /// Presents `content` covering the window while the part of the presentation store's child
  /// that `toDestinationState` picks out is there; as the `state:action:` form of
  /// `sheet(store:)`.
  public func fullScreenCover<State, Action, DestinationState, DestinationAction, Content: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    state toDestinationState: @escaping (_ state: State) -> DestinationState?,
    action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
  ) -> ModifiedView<Self> {
    fullScreenCover(
      item: presentedStore(store, state: toDestinationState, action: fromDestinationAction),
      onDismiss: onDismiss
    ) { content($0.store) }
  }

  /// Presents `content` in a small card while the presentation store's child is there; as
  /// `sheet(store:onDismiss:content:)`. (CairnWeb draws popovers without an arrow, so TCA's
  /// `attachmentAnchor` and `arrowEdge` are not taken.)
  public func popover<State, Action, Content: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
  ) -> ModifiedView<Self> {
    popover(item: presentedStore(store)) { content($0.store) }
  }

  /// Presents `content` in a small card while the part of the presentation store's child
  /// that `toDestinationState` picks out is there.
  public func popover<State, Action, DestinationState, DestinationAction, Content: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    state toDestinationState: @escaping (_ state: State) -> DestinationState?,
    action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
    @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
  ) -> ModifiedView<Self> {
    popover(item: presentedStore(store, state: toDestinationState, action: fromDestinationAction)) {
      content($0.store)
    }
  }

  /// Drills down to `destination` while the presentation store's child is there, pushing it
  /// onto the enclosing `NavigationStack`; the back button sends `.dismiss`.
  public func navigationDestination<State, Action, Destination: View>(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination
  ) -> ModifiedView<Self> {
    navigationDestination(item: presentedStore(store)) { destination($0.store) }
  }

  /// Drills down to `destination` while the part of the presentation store's child that
  /// `toDestinationState` picks out is there.
  public func navigationDestination<
    State, Action, DestinationState, DestinationAction, Destination: View
  >(
    store: Store<PresentationState<State>, PresentationAction<Action>>,
    state toDestinationState: @escaping (_ state: State) -> DestinationState?,
    action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
    @ViewBuilder destination:
      @escaping (_ store: Store<DestinationState, DestinationAction>) -> Destination
  ) -> ModifiedView<Self> {
    navigationDestination(
      item: presentedStore(store, state: toDestinationState, action: fromDestinationAction)
    ) { destination($0.store) }
  }
}
