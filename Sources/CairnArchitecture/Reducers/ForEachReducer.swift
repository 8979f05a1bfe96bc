import CasePaths
import IssueReporting

/// An action for one element of a collection, by the element's id.
///
/// Case key paths reach an element's actions by id: `\.rows[id: 1]`, so a test sends
/// `store.send(\.rows[id: 1].toggled)` and receives `receive(\.rows[id: 1])`.
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
  /// `action` happened in the element identified by `id`.
  case element(id: ID, action: Action)
}

extension IdentifiedAction: CasePathable {
  /// The case paths of an identified action, and an element's actions by id.
  public struct AllCasePaths: Sendable {
    /// `.element(id:action:)`, as the pair.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          switch $0 {
          case .element(let id, let action): (id, action)
          }
        })
    }

    /// The actions of the element with `id`: `\.rows[id: 1]`.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case .element(id, let action) = $0 else { return nil }
          return action
        })
    }
  }

  /// The case paths of an identified action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The action of one element of the feature `R`, by id.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

extension Reducer {
  /// Runs `element` on the element of the collection at `elements` that an action names by id,
  /// before this reducer, so this reducer sees the element's result. An action for an id that
  /// is not in the collection is reported as an issue.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.rows, action: \.rows) { Row() }
  /// ```
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ elements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where
    Action: CasePathable, ElementState == Element.State, ElementAction == Element.Action
  {
    _ForEachReducer(
      parent: self, elements: elements, action: CasePathCache.casePath(action),
      element: ChildReducer(element()),
      location: SourceLocation(fileID, filePath, line, column))
  }
}

/// A reducer with a collection of child features; made by `forEach`.
///
/// As in Composable Architecture, an element's effects end with it: when the parent removes
/// the element, they are cancelled.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  let parent: Parent
  let elements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let action: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let element: ChildReducer<Element>
  let location: SourceLocation

  /// Runs the element's reducer, then the parent's; cancels removed elements' effects.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    var elementEffect = Effect<Parent.Action>.none
    if case .element(let id, let elementAction) = self.action.extract(from: action) {
      if state[keyPath: elements][id: id] != nil {
        let embed = self.action.embed
        elementEffect = element.reduce(
          into: &state[keyPath: elements][id: id]!, action: elementAction
        )
        .map { embed(.element(id: id, action: $0)) }
        if !elementEffect.isNone {
          elementEffect = elementEffect.cancellable(id: effectsID(id))
        }
      } else {
        location.report(
          """
          A "forEach" received an action for an element that is not in the collection: \
          \(String(customDumping: action))

          The element with id \(id) was probably removed before the action arrived.
          """)
      }
    }
    let idsBefore = state[keyPath: elements].ids
    let parentEffect = parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: elements].ids
    guard !haveSameBits(idsBefore, idsAfter), idsBefore != idsAfter else {
      return .merge(elementEffect, parentEffect)
    }
    let ended = idsBefore.subtracting(idsAfter).map {
      Effect<Parent.Action>.cancel(id: effectsID($0))
    }
    return .merge([elementEffect, parentEffect] + ended)
  }

  private func effectsID(_ id: ID) -> ChildEffectsID {
    ChildEffectsID(place: elements, child: ChildIdentity(tag: nil, id: id))
  }
}

/// Whether two values are bit for bit the same: for collections, the same buffer, so equal
/// without comparing their elements (the common case of a parent that left them alone).
func haveSameBits<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  withUnsafeBytes(of: lhs) { lhs in
    withUnsafeBytes(of: rhs) { rhs in lhs.elementsEqual(rhs) }
  }
}
