extension View {
  /// Runs `action` after the view first appears on screen.
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> ModifiedView<Self> {
    modified { context, content in
      context.pass.lifecycle[context.identity + "/appear", default: LifecycleHooks()].onAppear
        .append(
          action)
      return context.render(content)
    }
  }

  /// Runs `action` after the view leaves the screen.
  public func onDisappear(perform action: @escaping @MainActor () -> Void) -> ModifiedView<Self> {
    modified { context, content in
      context.pass.lifecycle[context.identity + "/appear", default: LifecycleHooks()].onDisappear
        .append(action)
      return context.render(content)
    }
  }

  /// Starts `action` when the view appears and cancels it when the view leaves.
  public func task(
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> ModifiedView<Self> {
    modified { context, content in
      context.pass.lifecycle[context.identity + "/appear", default: LifecycleHooks()].tasks.append(
        action)
      return context.render(content)
    }
  }
}
