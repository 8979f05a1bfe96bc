/// Applies patches to a node tree the way the browser client applies them to the DOM.
///
/// The headless test host uses it to keep its own copy of the screen, and the diff tests use
/// it to prove that applying a diff to the old tree yields the new one.
@_spi(Runtime)
public enum PatchApplier {
  /// Errors from patches that do not fit the tree.
  public struct Mismatch: Error, Equatable, CustomStringConvertible {
    /// The patch that did not fit.
    public let patch: Patch
    /// What did not fit.
    public var description: String { "patch does not fit the tree: \(patch)" }
  }

  /// Returns `tree` with `patches` applied in order.
  public static func apply(_ patches: [Patch], to tree: Node) throws -> Node {
    var tree = tree
    for patch in patches { try apply(patch, to: &tree) }
    return tree
  }

  static func apply(_ patch: Patch, to tree: inout Node) throws {
    switch patch {
    case .replace(let path, let node):
      try modify(&tree, at: path, patch) { $0 = node }
    case .setText(let path, let text):
      try modify(&tree, at: path, patch) { $0.kind = .text(text) }
    case .setAttributes(let path, let set, let remove):
      try modify(&tree, at: path, patch) { node in
        for name in remove { node.attributes[name] = nil }
        node.attributes.merge(set) { _, new in new }
      }
    case .insert(let path, let index, let node):
      try modify(&tree, at: path, patch) { parent in
        guard index <= parent.children.count else { throw Mismatch(patch: patch) }
        parent.children.insert(node, at: index)
      }
    case .remove(let path, let index):
      try modify(&tree, at: path, patch) { parent in
        guard parent.children.indices.contains(index) else { throw Mismatch(patch: patch) }
        parent.children.remove(at: index)
      }
    case .move(let path, let from, let to):
      try modify(&tree, at: path, patch) { parent in
        guard parent.children.indices.contains(from), to <= parent.children.count - 1 else {
          throw Mismatch(patch: patch)
        }
        let node = parent.children.remove(at: from)
        parent.children.insert(node, at: to)
      }
    }
  }

  private static func modify(
    _ node: inout Node,
    at path: some Collection<Int>,
    _ patch: Patch,
    _ body: (inout Node) throws -> Void
  ) throws {
    guard let first = path.first else {
      try body(&node)
      return
    }
    guard node.children.indices.contains(first) else { throw Mismatch(patch: patch) }
    try modify(&node.children[first], at: path.dropFirst(), patch, body)
  }
}
