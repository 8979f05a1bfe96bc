import Dependencies

/// What presenting a child means for its reducer and effects, shared by `ifLet` over
/// presentation state and `forEach` over a stack: the child dismisses itself through its key,
/// its cancellation ids stay inside it, and all its effects end when it does.
enum PresentedChild {
  /// Runs `reduce` with `@Dependency(\.dismiss)` dismissing the child at `key` (a `dismiss`
  /// read while reducing is captured by effects, so it must already be the child's).
  static func reduce<Key: Hashable & Sendable, Result>(
    at key: Key, _ reduce: () -> Result
  ) -> Result {
    withDependencies {
      $0.dismiss = DismissEffect(.presentation(AnyHashableSendable(key)))
    } operation: {
      reduce()
    }
  }

  /// The child's effects as the parent's: actions through `embed`, `dismiss()` sending
  /// `dismiss`, ids scoped to the child, and all of it cancelled by `.cancel(id: key)`.
  static func lift<Key: Hashable & Sendable, ChildAction, ParentAction>(
    _ effect: Effect<ChildAction>,
    at key: Key,
    embed: @escaping @Sendable (ChildAction) -> ParentAction,
    dismiss: @escaping @Sendable () -> ParentAction
  ) -> Effect<ParentAction> {
    guard !effect.isNone else { return .none }
    let namespace = AnyHashableSendable(key)
    return
      effect
      ._scopedCancellation(to: namespace)
      ._presented(namespace, embed: embed, dismiss: dismiss)
      .cancellable(id: key)
  }
}
