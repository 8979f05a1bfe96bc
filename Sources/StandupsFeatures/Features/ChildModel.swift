import Dependencies

/// Makes a child model with its parent's dependencies, as `withDependencies(from:operation:)`
/// does, without entering the child in swift-dependencies' table of objects.
///
/// `withDependencies(from:)` records every class instance it returns in one process-wide
/// table, and each recording starts a task that walks the whole table under its lock to drop
/// the dead entries: a cost per sheet opened that grows with the number of open tabs (about
/// an eighth of the server's CPU with 200 tabs opening and closing the edit sheet). The table
/// only serves objects that hold no `@Dependency` of their own; every Standups model holds
/// one, which carries the dependencies it was made with, so a later
/// `withDependencies(from: child)` finds them there just the same.
///
/// - Parameters:
///   - parent: The model whose dependencies the child gets.
///   - make: Makes the child; runs with the parent's dependencies.
/// - Returns: The child.
@MainActor
func childModel<Parent: AnyObject, Child: AnyObject>(
  of parent: Parent,
  _ make: () -> Child
) -> Child {
  // Wrapped in a struct, so `withDependencies` sees a value and records nothing.
  withDependencies(from: parent) { ChildModelBox(model: make()) }.model
}

/// A class instance passed through `withDependencies` as a value.
private struct ChildModelBox<Model: AnyObject> {
  let model: Model
}
