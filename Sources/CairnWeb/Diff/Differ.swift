import IssueReporting

/// Computes the patches that turn one rendered tree into another.
///
/// Children are matched by key (a `ForEach` row's id) or, when unkeyed, by position among the
/// unkeyed siblings. Rows that keep their key are diffed in place, moved rows are moved rather
/// than rebuilt, and only changed attributes and text are sent.
@_spi(Runtime)
public enum Differ {
  /// The patches that turn `old` into `new`.
  public static func patches(from old: Node, to new: Node) -> [Patch] {
    var patches: [Patch] = []
    diff(old, new, path: [], into: &patches)
    return patches
  }

  static func diff(_ old: Node, _ new: Node, path: [Int], into patches: inout [Patch]) {
    guard old.kind.isSameShape(as: new.kind), old.key == new.key else {
      patches.append(.replace(path: path, node: new))
      return
    }
    if case .text(let newText) = new.kind {
      if old.kind != new.kind { patches.append(.setText(path: path, text: newText)) }
      return
    }
    if old.attributes != new.attributes {
      var set: [String: String] = [:]
      for (name, value) in new.attributes where old.attributes[name] != value {
        set[name] = value
      }
      let removed = old.attributes.keys.filter { new.attributes[$0] == nil }.sorted()
      patches.append(.setAttributes(path: path, set: set, remove: removed))
    }
    diffChildren(old.children, new.children, path: path, into: &patches)
  }

  static func diffChildren(
    _ old: [Node],
    _ new: [Node],
    path: [Int],
    into patches: inout [Patch]
  ) {
    if old.isEmpty && new.isEmpty { return }
    // A remembered drawing (`EquatableView`) hands back the very nodes it drew last time, so
    // their children share storage with the old tree's: nothing below can differ.
    if old.sharesStorage(with: new) { return }
    // Most renders keep every child where it was: then each child is diffed in place, with no
    // key tables. (A key repeated among siblings is reported when the children change shape.)
    // (Compared by index: zipping would copy every node of both arrays.)
    if old.count == new.count, old.indices.allSatisfy({ old[$0].key == new[$0].key }) {
      var childPath = path
      childPath.append(0)
      for index in new.indices {
        childPath[childPath.count - 1] = index
        diff(old[index], new[index], path: childPath, into: &patches)
      }
      return
    }
    let newKeys = childKeys(new)
    let wanted = Set(newKeys)
    var current = old
    var currentKeys = childKeys(old)

    for index in current.indices.reversed() where !wanted.contains(currentKeys[index]) {
      patches.append(.remove(path: path, index: index))
      current.remove(at: index)
      currentKeys.remove(at: index)
    }

    for (index, node) in new.enumerated() {
      let key = newKeys[index]
      if index < currentKeys.count, currentKeys[index] == key {
        diff(current[index], node, path: path + [index], into: &patches)
      } else if let from = currentKeys[min(index, currentKeys.count)...].firstIndex(of: key) {
        patches.append(.move(path: path, from: from, to: index))
        let moved = current.remove(at: from)
        currentKeys.remove(at: from)
        current.insert(moved, at: index)
        currentKeys.insert(key, at: index)
        diff(moved, node, path: path + [index], into: &patches)
      } else {
        patches.append(.insert(path: path, index: index, node: node))
        current.insert(node, at: index)
        currentKeys.insert(key, at: index)
      }
    }
  }

  /// The identity of each child: its key, or its position among unkeyed siblings.
  ///
  /// Keys must be unique among siblings. A repeated key is a bug in a view (two `ForEach`
  /// rows with one id): it is reported as an issue, and the repeats are told apart by their
  /// occurrence so the patches still turn the old tree into the new one.
  static func childKeys(_ nodes: [Node]) -> [ChildKey] {
    var unkeyed = 0
    var seen: [ChildKey: Int] = [:]
    return nodes.map { node in
      let base: ChildKey
      if let key = node.key {
        base = .keyed(key, occurrence: 0)
      } else {
        base = .positional(unkeyed)
        unkeyed += 1
      }
      let occurrence = seen[base, default: 0]
      seen[base] = occurrence + 1
      guard occurrence > 0, case .keyed(let key, _) = base else { return base }
      reportIssue("Sibling nodes share the key \(key); give every row a unique id.")
      return .keyed(key, occurrence: occurrence)
    }
  }

  /// A child's identity among its siblings.
  enum ChildKey: Hashable {
    case keyed(NodeKey, occurrence: Int)
    case positional(Int)
  }
}

extension Node.Kind {
  /// Whether two kinds can be patched into each other: the same element tag, or both text.
  func isSameShape(as other: Node.Kind) -> Bool {
    switch (self, other) {
    case (.element(let lhs), .element(let rhs)): return lhs == rhs
    case (.text, .text): return true
    default: return false
    }
  }
}

@_spi(Runtime)
extension Array where Element == Node {
  /// Whether both arrays are views of one buffer, and so equal without comparing a node.
  public func sharesStorage(with other: [Node]) -> Bool {
    guard count == other.count else { return false }
    return withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
    }
  }
}
