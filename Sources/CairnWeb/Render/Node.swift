/// One node of a rendered screen: an HTML element with attributes and children, or text.
///
/// Views evaluate to nodes; the session diffs the nodes of two renders into `Patch`es, and
/// serialises nodes to HTML for the first paint. Event handlers appear as `data-on-…`
/// attributes whose values are handler ids.
public struct Node: Hashable, Sendable {
  /// What the node is.
  public enum Kind: Hashable, Sendable {
    /// An element with the given tag name.
    case element(String)
    /// A text node.
    case text(String)
  }

  /// What the node is.
  public var kind: Kind
  /// The node's identity among its siblings, used to match rows across renders; `nil` for
  /// positional identity.
  public var key: NodeKey?
  /// The element's attributes.
  public var attributes: [String: String]
  /// The element's children.
  public var children: [Node]

  /// An element.
  public static func element(
    _ tag: String,
    _ attributes: [String: String] = [:],
    key: NodeKey? = nil,
    children: [Node] = []
  ) -> Node {
    Node(kind: .element(tag), key: key, attributes: attributes, children: normalized(children))
  }

  /// Children as the browser will parse them: no empty text nodes, and adjacent text nodes
  /// joined, so paths computed here match the DOM's `childNodes`.
  static func normalized(_ children: [Node]) -> [Node] {
    var result: [Node] = []
    result.reserveCapacity(children.count)
    for child in children {
      guard case .text(let string) = child.kind else {
        result.append(child)
        continue
      }
      if string.isEmpty { continue }
      if let last = result.last, case .text(let previous) = last.kind {
        result[result.count - 1] = .text(previous + string)
      } else {
        result.append(child)
      }
    }
    return result
  }

  /// A text node.
  public static func text(_ string: String) -> Node {
    Node(kind: .text(string), key: nil, attributes: [:], children: [])
  }

  /// The element's tag name, or `nil` for text.
  public var tag: String? {
    if case .element(let tag) = kind { return tag }
    return nil
  }

  /// The text this node and its descendants show, as a screen reader would read it.
  public var textContent: String {
    switch kind {
    case .text(let string): return string
    case .element:
      if let label = attributes["aria-label"], children.isEmpty { return label }
      return children.map(\.textContent).joined()
    }
  }

  /// Adds a class name to the element.
  public mutating func addClass(_ name: String) {
    let existing = attributes["class"].map { $0 + " " } ?? ""
    attributes["class"] = existing + name
  }

  /// The first node of the subtree, depth first and this node first (the order of
  /// ``descendants(path:)``), that satisfies `predicate`; found without collecting the
  /// subtree.
  func firstDescendant(where predicate: (Node) -> Bool) -> Node? {
    if predicate(self) { return self }
    for child in children {
      if let found = child.firstDescendant(where: predicate) { return found }
    }
    return nil
  }

  /// Whether this node or any node below it satisfies `predicate`.
  func containsDescendant(where predicate: (Node) -> Bool) -> Bool {
    firstDescendant(where: predicate) != nil
  }

  /// Every node in the subtree, depth first, with its path of child indices from this node.
  public func descendants(path: [Int] = []) -> [(path: [Int], node: Node)] {
    var result = [(path, self)]
    for (index, child) in children.enumerated() {
      result += child.descendants(path: path + [index])
    }
    return result
  }
}

/// A node's identity among its siblings: the identity of what produced it (a `ForEach` row's
/// id, a presentation's instance) and, when that produced several sibling nodes, which one.
///
/// A structured value rather than a joined string, so no id, whatever characters it holds,
/// can pass for another row's key or for one part of a multi-node row.
public struct NodeKey: Hashable, Sendable, CustomStringConvertible {
  /// The identity of what produced the node.
  public var id: String
  /// Which of the nodes produced under `id` this is (0 for the first or only one).
  public var part: Int

  /// The key of part `part` of what `id` produced.
  public init(_ id: String, part: Int = 0) {
    self.id = id
    self.part = part
  }

  /// A readable form for test output.
  public var description: String { part == 0 ? id : "\(id)[\(part)]" }
}
