import CairnArchitecture
@_spi(Runtime) import CairnWeb

extension NavigationLink where Destination == Never {
  /// A link that pushes `state` onto the enclosing store-driven `NavigationStack`, by sending
  /// `.push(id:state:)` to its stack store; its `href` comes from the stack's
  /// `navigationLinkURL(_:)`, which is handed the path's element states.
  ///
  /// ```swift
  /// NavigationLink(state: AppFeature.Path.State.detail(StandupDetail.State(standup: standup))) {
  ///   CardView(standup: standup)
  /// }
  /// ```
  public init<State>(state: State, @ViewBuilder label: () -> Label) {
    self.init(anyValue: state, label: label)
  }

  /// A link titled `title` that pushes `state` onto the enclosing store-driven stack.
  public init<State>(_ title: some StringProtocol, state: State) where Label == Text {
    self.init(anyValue: state) { Text(title) }
  }
}
