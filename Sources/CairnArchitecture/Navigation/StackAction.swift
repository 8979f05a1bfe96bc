import CasePaths

/// What a parent receives from its navigation stack: an element's action, a pop, or a push.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// ```
///
/// Case key paths reach an element's actions by id: `\.path[id: 0].detail.deleteButtonTapped`.
public enum StackAction<State, Action> {
  /// An action of the element with `id`. Stored indirectly, so a feature can push itself
  /// without marking its `Action` enum `indirect`.
  indirect case element(id: StackElementID, action: Action)
  /// Pop the element with `id` and everything above it: the browser's back button, or the
  /// element's `dismiss()`. The parent sees it while the elements are still there.
  case popFrom(id: StackElementID)
  /// Push `state` with `id` (the stack's next id).
  case push(id: StackElementID, state: State)
}

/// The stack action of the feature `R`'s elements.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction: CasePathable {
  /// The case paths of a stack action, and an element's actions by id.
  public struct AllCasePaths: Sendable {
    /// `.element(id:action:)`, as the pair.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          if case .element(let id, let action) = $0 { (id, action) } else { nil }
        })
    }

    /// `.popFrom(id:)`.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: { if case .popFrom(let id) = $0 { id } else { nil } })
    }

    /// `.push(id:state:)`, as the pair.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: { if case .push(let id, let state) = $0 { (id, state) } else { nil } })
    }

    /// The actions of the element with `id`: `\.path[id: 0]`.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case .element(id, let action) = $0 else { return nil }
          return action
        })
    }

  }

  /// The case paths of a stack action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
