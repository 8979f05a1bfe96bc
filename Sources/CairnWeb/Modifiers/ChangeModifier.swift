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
      let watch = context.persistentObject("onChange") { ChangeWatch<Value>() }
      let renderer = context.pass.renderer
      if renderer.isActive {
        if let old = watch.value {
          if old != value { renderer.enqueueHook { action(old, value) } }
        } else if initial {
          renderer.enqueueHook { action(value, value) }
        }
        watch.value = value
      }
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

/// The value an `onChange(of:initial:_:)` saw at its position last, kept between renders;
/// `nil` until the view has appeared.
final class ChangeWatch<Value> {
  var value: Value?
}
