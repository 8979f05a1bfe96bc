/// One change to apply to a rendered screen, addressed by the path of child indices from the
/// root node as it stands when the patch is applied.
///
/// Patches are applied in order; each one sees the tree as the previous ones left it.
@_spi(Runtime)
public enum Patch: Hashable, Sendable {
  /// Replace the node at `path` with `node`.
  case replace(path: [Int], node: Node)
  /// Set the text of the text node at `path`.
  case setText(path: [Int], text: String)
  /// Set and remove attributes of the element at `path`.
  case setAttributes(path: [Int], set: [String: String], remove: [String])
  /// Insert `node` as child `index` of the element at `path`.
  case insert(path: [Int], index: Int, node: Node)
  /// Remove child `index` of the element at `path`.
  case remove(path: [Int], index: Int)
  /// Move child `from` of the element at `path` to position `to`.
  case move(path: [Int], from: Int, to: Int)
}
