extension View {
  /// Runs `action` after the view first appears on screen.
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> ModifiedView<Self> {
    lifecycle(LifecycleHooks(onAppear: [action]))
  }

  /// Runs `action` after the view leaves the screen.
  public func onDisappear(perform action: @escaping @MainActor () -> Void) -> ModifiedView<Self> {
    lifecycle(LifecycleHooks(onDisappear: [action]))
  }

  /// Starts `action` when the view appears and cancels it when the view leaves.
  public func task(
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> ModifiedView<Self> {
    lifecycle(LifecycleHooks(tasks: [action]))
  }

  /// Reports `hooks` for this view's identity to the renderer, which runs them as the view
  /// appears and leaves.
  private func lifecycle(_ hooks: LifecycleHooks) -> ModifiedView<Self> {
    modified { context, content in
      context.preference(RuntimePreferences.Lifecycle.self, [context.identity + "/appear": hooks])
      return context.render(content)
    }
  }
}
