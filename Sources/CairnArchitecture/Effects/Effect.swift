import IssueReporting

/// Work a reducer asks the store to do after an action, as a value: nothing, an action to
/// send, or async work that sends actions back. Effects compose (`merge(_:)`,
/// `concatenate(_:)`, ``map(_:)``) and can be cancelled by id.
///
/// ```swift
/// case .factButtonTapped:
///   return .run { [count = state.count] send in
///     try await send(.factResponse(numberFact.fetch(count)))
///   }
///   .cancellable(id: CancelID.fact, cancelInFlight: true)
/// ```
public struct Effect<Action> {
  @usableFromInline
  indirect enum Operation {
    case none
    case send(Action)
    case run(priority: TaskPriority?, operation: @Sendable (Send<Action>) async -> Void)
    case merge([Effect<Action>])
    case concatenate([Effect<Action>])
    case cancellable(Effect<Action>, id: AnyHashableSendable, cancelInFlight: Bool)
    case cancel(id: AnyHashableSendable)
  }

  @usableFromInline let operation: Operation

  init(_ operation: Operation) {
    self.operation = operation
  }

  /// Whether this is ``none``: the store's fast path skips starting anything.
  @inlinable
  var isNone: Bool {
    if case .none = operation { true } else { false }
  }

  /// No effect.
  public static var none: Self { Self(.none) }

  /// Sends `action` right after the current one, before any other effect's action.
  public static func send(_ action: Action) -> Self {
    Self(.send(action))
  }

  /// Runs `operation` in a task; it sends actions back with `send`. An error it throws goes
  /// to `handler`; without a handler it is reported as an issue (never swallowed). Errors
  /// after the effect was cancelled are ignored.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    // The operation runs with the dependencies of where the effect was made, as TCA's: a
    // reducer's `withDependencies { … } operation: { .run { … } }` reaches the effect.
    withEscapedDependencies { escaped in
      Self(
        .run(priority: priority) { send in
          await escaped.yield {
            do {
              try await operation(send)
            } catch {
              guard !Task.isCancelled else { return }
              if let handler {
                await handler(error, send)
              } else {
                reportIssue(
                  """
                  An "Effect.run" threw an unhandled error: \(error)

                  Handle it with the "catch:" parameter of "Effect.run", or catch it inside the \
                  operation and send an action.
                  """,
                  fileID: fileID, filePath: filePath, line: line, column: column)
              }
            }
          }
        })
    }
  }

  /// Runs effects at the same time.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Runs effects at the same time.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    let effects = effects.filter { if case .none = $0.operation { false } else { true } }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(.merge(effects))
    }
  }

  /// Runs this effect and `other` at the same time.
  public func merge(with other: Self) -> Self {
    .merge(self, other)
  }

  /// Runs effects one after another: each starts when the one before has finished.
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Runs effects one after another: each starts when the one before has finished.
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    let effects = effects.filter { if case .none = $0.operation { false } else { true } }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(.concatenate(effects))
    }
  }

  /// Runs this effect, then `other`.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }

  /// Marks this effect cancellable with `id`: ``cancel(id:)`` (or a later effect with the
  /// same id and `cancelInFlight`) stops it. Ids are scoped to the store; `Task.cancel(id:)`
  /// stops it from outside the store.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    let id = AnyHashableSendable(id)
    return Self(
      .cancellable(
        _indexedForTaskCancellation(id: id), id: id, cancelInFlight: cancelInFlight))
  }

  /// Cancels the running effects marked with `id`.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.cancel(id: AnyHashableSendable(id)))
  }

  /// The same work, sending `transform(action)` instead of each `action`: how a parent lifts
  /// a child's effects into its own actions.
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    case .run(let priority, let operation):
      // The transform runs later, with the dependencies of where `map` was called, as TCA's.
      return withEscapedDependencies { escaped in
        Effect<NewAction>(
          .run(priority: priority) { send in
            await operation(Send { action in send(escaped.yield { transform(action) }) })
          })
      }
    case .merge(let effects):
      return Effect<NewAction>(.merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<NewAction>(.concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let effect, let id, let cancelInFlight):
      return Effect<NewAction>(
        .cancellable(effect.map(transform), id: id, cancelInFlight: cancelInFlight))
    case .cancel(let id):
      return Effect<NewAction>(.cancel(id: id))
    }
  }

  /// The same work, with its async parts running under `dependencies`.
  @usableFromInline
  func _withDependencies(_ dependencies: DependencyValues) -> Self {
    switch operation {
    case .none, .send, .cancel:
      return self
    case .run(let priority, let operation):
      return Self(
        .run(priority: priority) { send in
          await withDependencies {
            $0 = dependencies
          } operation: {
            await operation(send)
          }
        })
    case .merge(let effects):
      return Self(.merge(effects.map { $0._withDependencies(dependencies) }))
    case .concatenate(let effects):
      return Self(.concatenate(effects.map { $0._withDependencies(dependencies) }))
    case .cancellable(let effect, let id, let cancelInFlight):
      return Self(
        .cancellable(
          effect._withDependencies(dependencies), id: id, cancelInFlight: cancelInFlight))
    }
  }
}

extension Effect {
  /// The same work, its cancellation ids scoped to `namespace`: a child's `.cancel(id:)` then
  /// reaches only the effects of the same child, never another feature's with the same id.
  func _scopedCancellation(to namespace: AnyHashableSendable) -> Self {
    switch operation {
    case .none, .send, .run:
      return self
    case .merge(let effects):
      return Self(.merge(effects.map { $0._scopedCancellation(to: namespace) }))
    case .concatenate(let effects):
      return Self(.concatenate(effects.map { $0._scopedCancellation(to: namespace) }))
    case .cancellable(let effect, let id, let cancelInFlight):
      return Self(
        .cancellable(
          effect._scopedCancellation(to: namespace),
          id: AnyHashableSendable(ScopedCancelID(namespace: namespace, id: id)),
          cancelInFlight: cancelInFlight))
    case .cancel(let id):
      return Self(.cancel(id: AnyHashableSendable(ScopedCancelID(namespace: namespace, id: id))))
    }
  }

  /// A presented child's effects as its parent's: actions through `embed`, and in its async
  /// work, `dismiss()` for `presentation` sending `dismiss`.
  func _presented<ParentAction>(
    _ presentation: AnyHashableSendable,
    embed: @escaping @Sendable (Action) -> ParentAction,
    dismiss: @escaping @Sendable () -> ParentAction
  ) -> Effect<ParentAction> {
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return .send(embed(action))
    case .run(let priority, let operation):
      return Effect<ParentAction>(
        .run(priority: priority) { send in
          var dismissers = PresentationDismissers.current
          dismissers[presentation] = { send(dismiss()) }
          await PresentationDismissers.$current.withValue(dismissers) {
            await withDependencies {
              $0.dismiss = DismissEffect(.presentation(presentation))
            } operation: {
              await operation(Send { action in send(embed(action)) })
            }
          }
        })
    case .merge(let effects):
      return Effect<ParentAction>(
        .merge(effects.map { $0._presented(presentation, embed: embed, dismiss: dismiss) }))
    case .concatenate(let effects):
      return Effect<ParentAction>(
        .concatenate(effects.map { $0._presented(presentation, embed: embed, dismiss: dismiss) }))
    case .cancellable(let effect, let id, let cancelInFlight):
      return Effect<ParentAction>(
        .cancellable(
          effect._presented(presentation, embed: embed, dismiss: dismiss), id: id,
          cancelInFlight: cancelInFlight))
    case .cancel(let id):
      return Effect<ParentAction>(.cancel(id: id))
    }
  }
}

/// A cancellation id inside a namespace (a presented child).
struct ScopedCancelID: Hashable, Sendable {
  let namespace: AnyHashableSendable
  let id: AnyHashableSendable
}

/// A hashable, sendable box for cancellation ids.
@usableFromInline
struct AnyHashableSendable: Hashable, @unchecked Sendable {
  let base: AnyHashable

  init(_ base: some Hashable & Sendable) {
    self.base = AnyHashable(base)
  }
}
