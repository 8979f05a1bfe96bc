/// What rendering a subtree did besides returning nodes, recorded so a remembered drawing
/// can do it again without rendering: the event handlers it registered, the presentation
/// sites and remembered drawings it kept in use, and which lists and rows it showed.
@MainActor
final class MemoRecording {
  var handlers: [(id: String, handler: @MainActor (EventPayload) -> Void)] = []
  var sites: [String] = []
  var memos: [MemoKey] = []
  var rows: [(identity: String, keys: [String])] = []
  var lists: [String] = []
  /// Set when the drawing depends on the renderer's memory of earlier passes (rows marked as
  /// entering, rows drawn at a place for the first time): such a drawing is right only once
  /// and is not remembered.
  var isVolatile = false

  /// Adds what a nested subtree did, as if this subtree had done it.
  func absorb(_ nested: MemoRecording) {
    handlers += nested.handlers
    sites += nested.sites
    memos += nested.memos
    rows += nested.rows
    lists += nested.lists
    if nested.isVolatile { isVolatile = true }
  }

  /// Does again, in `pass`, what the recorded render did.
  func replay(into pass: RenderPass) {
    for (id, handler) in handlers { pass.handlers[id] = handler }
    // Most drawings (a row) keep no sites, nested drawings or lists: skip those tables.
    if !sites.isEmpty { pass.visitedSites.formUnion(sites) }
    if !memos.isEmpty { pass.visitedMemos.formUnion(memos) }
    guard !rows.isEmpty || !lists.isEmpty else { return }
    let renderer = pass.renderer
    for (identity, keys) in rows { renderer.rowMemory.replayRows(at: identity, keys: keys) }
    for identity in lists { renderer.rowMemory.replayList(at: identity) }
  }
}

/// Where a remembered drawing belongs: the hash of its position's identity and the type of
/// the view drawn there.
struct MemoKey: Hashable {
  let pathHash: UInt64
  let viewType: ObjectIdentifier
}
