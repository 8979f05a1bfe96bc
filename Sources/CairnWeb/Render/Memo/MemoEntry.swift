/// A remembered drawing of an ``EquatableView``'s content: the view and context it was drawn
/// for, what it drew, and what drawing it did besides.
@MainActor
final class MemoEntry {
  let view: Any
  let path: ViewPath?
  let context: MemoContext
  let nodes: [Node]
  let preferences: PreferenceValues
  let recording: MemoRecording
  let tracker: MemoTracker

  init(
    view: Any,
    path: ViewPath?,
    context: MemoContext,
    nodes: [Node],
    preferences: PreferenceValues,
    recording: MemoRecording,
    tracker: MemoTracker
  ) {
    self.view = view
    self.path = path
    self.context = context
    self.nodes = nodes
    self.preferences = preferences
    self.recording = recording
    self.tracker = tracker
  }

  /// Whether this drawing can stand for drawing `view` at `path` in `context`: the same
  /// position, an equal view and context, and no change to what it read.
  func canStand<Content: View & Equatable>(
    for view: Content, at path: ViewPath?, in context: MemoContext
  ) -> Bool {
    guard let remembered = self.view as? Content, remembered == view else { return false }
    guard ViewPath.same(self.path, path), self.context == context else { return false }
    return !tracker.isDirty
  }
}

extension ViewPath {
  /// Whether two paths name the same position, step by step.
  static func same(_ lhs: ViewPath?, _ rhs: ViewPath?) -> Bool {
    var lhs = lhs
    var rhs = rhs
    while let left = lhs, let right = rhs {
      if left === right { return true }
      guard left.hash == right.hash, left.component == right.component else { return false }
      lhs = left.parent
      rhs = right.parent
    }
    return lhs == nil && rhs == nil
  }
}
