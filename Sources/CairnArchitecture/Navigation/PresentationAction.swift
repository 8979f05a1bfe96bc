import CasePaths

/// What a parent receives from a presented child: the child's own actions, or `dismiss`.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// ```
///
/// Case key paths reach through `presented`: `\.destination.add` is the `add` child's actions,
/// so `store.send(\.destination.add.saveButtonTapped)` and `receive(\.destination.add)` work.
public enum PresentationAction<Action> {
  /// The child is going away: the user closed it, or it called `dismiss()`. The parent sees
  /// this action while the child's state is still there; then the state becomes `nil`.
  case dismiss
  /// An action of the presented child. Stored indirectly, so a feature can present itself
  /// (`case child(PresentationAction<Action>)` in its own `Action`) without marking its enum
  /// `indirect`.
  indirect case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationAction: CasePathable {
  /// The case paths of a presentation action: `dismiss`, `presented`, and every case of the
  /// child's actions through `presented`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// `.dismiss`.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: { if case .dismiss = $0 { () } else { nil } })
    }

    /// `.presented(action)`.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: { if case .presented(let action) = $0 { action } else { nil } })
    }

    /// A case of the child's actions as a presentation of its own: `.dismiss` stays
    /// `.dismiss`, `.presented(action)` is `.presented(.case(action))`. What a scoped
    /// presentation binding takes: `$store.scope(state: \.destination?.add, action:
    /// \.destination.add)`.
    @_disfavoredOverload
    public subscript<Value>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Value>>
    ) -> AnyCasePath<PresentationAction, PresentationAction<Value>>
    where Action: CasePathable & SendableMetatype {
      let child = Action.allCasePaths[keyPath: keyPath]
      return AnyCasePath(
        embed: {
          switch $0 {
          case .dismiss: .dismiss
          case .presented(let value): .presented(child.embed(value))
          }
        },
        extract: {
          switch $0 {
          case .dismiss: .dismiss
          case .presented(let action): child.extract(from: action).map { .presented($0) }
          }
        })
    }

    /// A case of the child's actions, reached through `presented`.
    public subscript<Value>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, Value>>
    ) -> AnyCasePath<PresentationAction, Value> where Action: CasePathable & SendableMetatype {
      let child = Action.allCasePaths[keyPath: keyPath]
      return AnyCasePath(
        embed: { .presented(child.embed($0)) },
        extract: {
          guard case .presented(let action) = $0 else { return nil }
          return child.extract(from: action)
        })
    }
  }

  /// The case paths of a presentation action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
