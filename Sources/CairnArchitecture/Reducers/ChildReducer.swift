/// A child feature's reducer as a parent holds it: its body is built the first time the
/// child runs and kept, so a parent that runs the child for every action doesn't rebuild it.
///
/// Built lazily, so a feature that contains itself (a tree, a recursive navigation) builds only
/// the levels it uses.
final class ChildReducer<Child: Reducer> {
  let child: Child
  private var function: ((inout Child.State, Child.Action) -> Effect<Child.Action>)?

  init(_ child: Child) {
    self.child = child
  }

  /// Runs the child for `action`.
  func reduce(into state: inout Child.State, action: Child.Action) -> Effect<Child.Action> {
    if let function { return function(&state, action) }
    let made = child._reduceFunction()
    function = made
    return made(&state, action)
  }
}
