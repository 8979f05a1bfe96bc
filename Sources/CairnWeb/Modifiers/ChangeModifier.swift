extension View {
  /// Runs `action` with the previous and the new value whenever `value` differs from what the
  /// view's previous render saw; with `initial`, also once when the view first appears, with
  /// the value twice.
  ///
  /// The action runs after the render that saw the change, like `onAppear`. Like every
  /// lifecycle hook it waits for the tab: before the socket first attaches the view has not
  /// appeared, and nothing runs.
  ///
  /// ```swift
  /// @Environment(\.scenePhase) var scenePhase
  /// var body: some View {
  ///   MeetingPanel(model: model)
  ///     .onChange(of: scenePhase, initial: true) { _, phase in model.scenePhaseChanged(phase) }
  /// }
  /// ```
  public func onChange<Value: Equatable>(
    of value: Value,
    initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> ModifiedView<Self> {
    modified { context, content in
      let watch = context.persistentObject("onChange") { ChangeWatch(latest: value) }
      watch.latest = value
      if let seen = watch.seen, seen != value {
        watch.seen = value
        context.pass.renderer.enqueueHook { action(seen, value) }
      }
      // The view appears when the tab attaches (or at once, if it is attached): from then on
      // changes count, and `initial` runs with the value as it is then.
      let appear = { @MainActor [weak watch] in
        guard let watch, watch.seen == nil else { return }
        watch.seen = watch.latest
        if initial { action(watch.latest, watch.latest) }
      }
      context.preference(
        RuntimePreferences.Lifecycle.self,
        [context.identity + "/onChange": LifecycleHooks(onAppear: [appear])])
      // The content gets a step of its own, so an `onChange` inside keeps its own watch.
      return context.child("onChange").render(content)
    }
  }

  /// Runs `action` whenever `value` differs from what the view's previous render saw; with
  /// `initial`, also once when the view first appears; the form whose action takes the old
  /// and the new value tells more.
  public func onChange<Value: Equatable>(
    of value: Value,
    initial: Bool = false,
    _ action: @escaping @MainActor () -> Void
  ) -> ModifiedView<Self> {
    onChange(of: value, initial: initial) { _, _ in action() }
  }
}

/// What an `onChange(of:initial:_:)` knows at its position, kept between renders: the value
/// its latest render saw, and the one it last reported (`nil` until the view has appeared).
final class ChangeWatch<Value> {
  var latest: Value
  var seen: Value?

  init(latest: Value) {
    self.latest = latest
  }
}
