import IssueReporting
@_spi(SwiftUI) import Observation

extension Renderer {
  /// Draws `view` at the context's position, or reuses the drawing remembered there when it
  /// can stand for this one (see ``EquatableView``).
  ///
  /// A drawing is made under its own observation tracking, so a change to anything its
  /// subtree read marks it dirty and fires ``memoInvalidation``. Reusing it replays what
  /// drawing it did besides its nodes: its handlers, the sites and nested drawings it kept in
  /// use, its rows, and the preferences it set.
  func memoizedRender<Content: View & Equatable>(
    _ view: Content, in context: RenderContext
  ) -> [Node] {
    let pass = context.pass
    if pass.bypassesMemos { return context.render(view) }
    let key = MemoKey(
      pathHash: context.path?.hash ?? HandlerID.emptyHash,
      viewType: ObjectIdentifier(Content.self))
    let memoContext = MemoContext(context)
    if let entry = memos[key], entry.canStand(for: view, at: context.path, in: memoContext) {
      if checksMemos { check(entry, against: view, in: context) }
      entry.recording.replay(into: pass)
      pass.visitedMemos.insert(key)
      pass.recording?.absorb(entry.recording)
      pass.recording?.memos.append(key)
      context.forward(entry.preferences)
      memoHits += 1
      return entry.nodes
    }
    memos[key]?.tracker.retire()
    memos[key] = nil
    let recording = MemoRecording()
    let enclosing = pass.recording
    pass.recording = recording
    let tracker = MemoTracker(invalidation: memoInvalidation)
    let (nodes, preferences) = withObservationTracking {
      context.collectingPreferences { context.render(view) }
    } willSet: { [weak tracker] tracking in
      guard let tracker else { return tracking.cancel() }
      tracker.stateChanged(tracking)
    }
    pass.recording = enclosing
    for nested in recording.memos { memos[nested]?.tracker.addEnclosing(tracker) }
    context.forward(preferences)
    pass.visitedMemos.insert(key)
    enclosing?.absorb(recording)
    enclosing?.memos.append(key)
    memoMisses += 1
    if recording.isVolatile {
      tracker.retire()
    } else {
      memos[key] = MemoEntry(
        view: view, path: context.path, context: memoContext, nodes: nodes,
        preferences: preferences, recording: recording, tracker: tracker)
    }
    return nodes
  }

  /// Forgets the drawings no view reached in the latest pass.
  ///
  /// (Every entry is looked up: counting is not enough, since a drawing redrawn as volatile
  /// is visited without being kept, so the counts can match while another went unvisited.)
  func retireUnvisitedMemos(_ visited: Set<MemoKey>) {
    for (key, entry) in memos where !visited.contains(key) {
      entry.tracker.retire()
      memos[key] = nil
    }
  }

  /// Draws `view` afresh, every remembered drawing inside bypassed, and reports an issue when
  /// the result differs from the remembered `entry`. Its handlers, sites and rows are the
  /// same as the entry's, which are replayed after it.
  private func check<Content: View & Equatable>(
    _ entry: MemoEntry, against view: Content, in context: RenderContext
  ) {
    let pass = context.pass
    let enclosing = pass.recording
    pass.recording = MemoRecording()
    pass.bypassesMemos = true
    let (fresh, _) = context.collectingPreferences { context.render(view) }
    pass.bypassesMemos = false
    pass.recording = enclosing
    if fresh != entry.nodes {
      reportIssue(
        """
        A remembered drawing of \(Content.self) at \(context.identity) differs from drawing it \
        again: its body reads state that is neither a stored property, the environment nor \
        observable. Take it out of .equatable().
        """)
    }
  }
}
