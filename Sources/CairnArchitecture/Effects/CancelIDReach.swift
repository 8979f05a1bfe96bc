/// Which running effects a `.cancel(id:)` reaches.
///
/// A presented child's ids are scoped to its presentation (``ScopedCancelID``), so a child
/// never cancels its parent's or a sibling's effects. A feature cancelling an id reaches the
/// effects with that id that it started and those its presented descendants started, as the
/// Composable Architecture's navigation-scoped ids do: the scopes of the cancel must be a
/// prefix of the scopes of the effect, and the ids themselves equal.
extension AnyHashableSendable {
  /// The presentation scopes this id sits in, outermost first, and the id the feature wrote.
  var cancellationPath: (scopes: [AnyHashableSendable], id: AnyHashableSendable) {
    var scopes: [AnyHashableSendable] = []
    var current = self
    while let scoped = current.base.base as? ScopedCancelID {
      scopes.append(scoped.namespace)
      current = scoped.id
    }
    return (scopes, current)
  }

  /// Whether cancelling `self` cancels effects stored under `stored`.
  func reaches(_ stored: AnyHashableSendable) -> Bool {
    if self == stored { return true }
    let (cancelScopes, cancelID) = cancellationPath
    let (storedScopes, storedID) = stored.cancellationPath
    return cancelID == storedID && storedScopes.count > cancelScopes.count
      && storedScopes.starts(with: cancelScopes)
  }
}

extension Dictionary where Key == AnyHashableSendable {
  /// Removes and returns the values of every key that a cancel of `id` reaches: `id` itself
  /// and the same id in presented descendants.
  mutating func removeValues(reachedByCancelling id: AnyHashableSendable) -> [Value] {
    var removed: [Value] = []
    if let exact = removeValue(forKey: id) { removed.append(exact) }
    let deeper = keys.filter { id.reaches($0) }
    for key in deeper {
      if let value = removeValue(forKey: key) { removed.append(value) }
    }
    return removed
  }
}
