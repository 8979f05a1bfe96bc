/// Which lists and rows were on screen, so rows added since a list was last shown can come in
/// with their transition (see ``AnyTransition``).
///
/// A render draws every screen of a navigation stack but shows only the top one; what the
/// hidden screens drew is forgotten at the end of the pass, so a row added under another
/// screen still comes in when its screen is back on top. Memory of lists off screen is kept,
/// bounded: past ``limit`` entries it is forgotten wholesale.
struct RowMemory {
  static let limit = 256

  private var rows: [String: Set<String>] = [:]
  private var lists: Set<String> = []
  private var pendingRows: [String: Set<String>] = [:]
  private var pendingLists: Set<String> = []

  /// Records that the rows at `identity` drew `keys` in this pass, and returns those not
  /// shown there last time. Rows drawn there for the first time are new only inside a list
  /// that was shown before (a section appearing with its first row); otherwise none are.
  mutating func newRows(at identity: String, keys: [String], inListShownBefore: Bool)
    -> Set<String>
  {
    let current = Set(keys)
    pendingRows[identity] = current
    guard let previous = rows[identity] else { return inListShownBefore ? current : [] }
    return current.subtracting(previous)
  }

  /// Records that a list was drawn at `identity` in this pass; returns whether one was shown
  /// there before.
  mutating func noteList(at identity: String) -> Bool {
    pendingLists.insert(identity)
    return lists.contains(identity)
  }

  /// Whether rows were shown at `identity` in an earlier pass.
  func hasRows(at identity: String) -> Bool {
    rows[identity] != nil
  }

  /// Records again that the rows at `identity` drew `keys`, for a remembered drawing reused
  /// in this pass.
  mutating func replayRows(at identity: String, keys: [String]) {
    pendingRows[identity] = Set(keys)
  }

  /// Records again that a list was drawn at `identity`, for a remembered drawing reused in
  /// this pass.
  mutating func replayList(at identity: String) {
    pendingLists.insert(identity)
  }

  /// Forgets what this pass drew at `identity` and inside it: a screen that is not shown.
  mutating func forgetPass(under identity: String) {
    pendingRows = pendingRows.filter { !$0.key.hasPrefix(identity) }
    pendingLists = pendingLists.filter { !$0.hasPrefix(identity) }
  }

  /// Keeps what this pass showed.
  mutating func commit() {
    if rows.count + pendingRows.count > Self.limit { rows.removeAll() }
    if lists.count + pendingLists.count > Self.limit { lists.removeAll() }
    rows.merge(pendingRows) { $1 }
    lists.formUnion(pendingLists)
    pendingRows.removeAll()
    pendingLists.removeAll()
  }
}
