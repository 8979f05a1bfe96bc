/// A view that is a ``Section`` (or a choice between sections): a ``ForEach`` whose elements
/// are such views windows the rows inside its sections, not the sections themselves.
protocol LazySectionContent {}

extension Section: LazySectionContent {}

extension ConditionalContent: LazySectionContent
where TrueContent: LazySectionContent, FalseContent: LazySectionContent {}

/// Carries one window across the sections of a ``ForEach`` of ``Section``s.
///
/// A render goes over the sections twice. The first pass only counts: every ``ForEach`` inside
/// a section adds its rows to ``offset`` and draws nothing, so the list learns each section's
/// place and the total without drawing a row. The second pass draws only the sections whose
/// rows meet the window, and in them only the rows inside it.
@MainActor
final class LazySectionCursor: Equatable {
  /// Which pass is running.
  enum Phase {
    case counting
    case drawing
  }

  /// How the rows are drawn (``LazyRowsMode/list`` or ``LazyRowsMode/stack``).
  let mode: LazyRowsMode
  var phase = Phase.counting
  /// The offset, in the whole list, of the next row counted or drawn.
  var offset = 0
  /// How many ``ForEach``es counted rows in the first pass: none means the sections hold no
  /// collection, and the list windows the sections themselves.
  var participants = 0
  /// The rows to draw, as offsets in the whole list.
  var range = 0..<0
  /// Whether every row is drawn, so the rows look as a list that is not lazy draws them.
  var drawsEverything = true
  /// The scroll target looked for in the first pass, and where it was found.
  var target: AnyHashable?
  var targetOffset: Int?
  /// The key of the row to mark for the browser to scroll to.
  var markedKey: String?

  init(mode: LazyRowsMode) {
    self.mode = mode
  }

  var isCounting: Bool { phase == .counting }

  nonisolated static func == (lhs: LazySectionCursor, rhs: LazySectionCursor) -> Bool {
    lhs === rhs
  }
}

extension ForEach {
  /// Renders a ``ForEach`` in a lazy list: as the rows of the sections around, as sections
  /// sharing one window, or as a window of rows.
  func renderLazily(in context: RenderContext, mode: LazyRowsMode) -> [Node] {
    if let cursor = mode.sectionCursor { return renderSectionRows(cursor, in: context) }
    if Content.self is any LazySectionContent.Type {
      return renderSectionWindow(in: context, mode: mode)
    }
    return renderWindow(in: context, mode: mode)
  }

  /// Renders a collection of sections whose rows share one window: the sections with rows in
  /// the window (each with its header and footer), with a button at each end that has rows
  /// beyond it.
  func renderSectionWindow(in context: RenderContext, mode: LazyRowsMode) -> [Node] {
    let window = context.persistentObject("lazy-window") { LazyWindow() }
    _ = window.version
    let cursor = LazySectionCursor(mode: mode)
    let target = context.environment.scrollTarget
    // The rows are searched only when the target changes, never on every render.
    if let target, target != window.appliedTarget { cursor.target = target }
    window.appliedTarget = target
    let sectionsContext = context.with(\.lazyRows, .sectionRows(cursor))

    // First pass: where each section's rows start. Remembered drawings are not used or kept,
    // since this pass draws nothing.
    var starts: [Int] = []
    starts.reserveCapacity(data.count + 1)
    let bypassed = context.pass.bypassesMemos
    context.pass.bypassesMemos = true
    for element in data {
      starts.append(cursor.offset)
      let key = Self.identityString(element[keyPath: id])
      _ = sectionsContext.child(key: key).render(content(element))
    }
    context.pass.bypassesMemos = bypassed
    guard cursor.participants > 0 else {
      // Sections without a collection inside: each section is a row of the window.
      return renderWindow(in: context, mode: mode)
    }
    let count = cursor.offset
    starts.append(count)
    if let offset = cursor.targetOffset {
      window.center(on: offset, count: count)
      window.markedKey = cursor.markedKey
    }

    // Second pass: the sections the window meets.
    let range = window.range(count: count)
    cursor.phase = .drawing
    cursor.range = range
    cursor.drawsEverything = range.lowerBound == 0 && range.upperBound >= count
    cursor.markedKey = window.markedKey
    var sections: [Node] = []
    for (index, element) in data.enumerated() {
      let first = starts[index]
      let end = starts[index + 1]
      let meetsWindow =
        first < end
        ? first < range.upperBound && end > range.lowerBound
        // A section without rows goes with the rows around it.
        : first >= range.lowerBound && (first < range.upperBound || range.upperBound == count)
      guard meetsWindow else { continue }
      cursor.offset = first
      sections += renderElement(element, offset: index, in: sectionsContext)
    }
    var nodes = LazyRows.framed(sections, range: range, count: count) { atEnd, hidden in
      Self.sectionSentinel(
        atEnd: atEnd, hidden: hidden, window: window, count: count, mode: mode, context: context)
    }
    context.markEnteringRows(&nodes)
    return nodes
  }

  /// A window's button among sections: in a list, a section of its own, so it is a row of a
  /// list as the rows around are.
  private static func sectionSentinel(
    atEnd: Bool,
    hidden: Int,
    window: LazyWindow,
    count: Int,
    mode: LazyRowsMode,
    context: RenderContext
  ) -> Node {
    let row = LazyRows.sentinel(
      atEnd: atEnd, hidden: hidden, window: window, count: count, mode: mode, context: context)
    guard mode == .list else { return row }
    return .element(
      "section",
      ["class": "section lazy-section"],
      key: row.key,
      children: [.element("div", ["class": "section-rows", "role": "list"], children: [row])]
    )
  }

  /// Renders this collection as the rows of one section of a lazy list: in the first pass it
  /// only counts them; in the second it draws those inside the window, each told its place
  /// in its own section (the list a screen reader reads it in).
  func renderSectionRows(_ cursor: LazySectionCursor, in context: RenderContext) -> [Node] {
    let count = data.count
    let base = cursor.offset
    cursor.offset += count
    if cursor.isCounting {
      cursor.participants += 1
      if let target = cursor.target, cursor.targetOffset == nil,
        let index = data.firstIndex(where: { AnyHashable($0[keyPath: id]) == target })
      {
        cursor.targetOffset = base + data.distance(from: data.startIndex, to: index)
        cursor.markedKey = Self.identityString(data[index][keyPath: id])
      }
      return []
    }
    let lower = max(cursor.range.lowerBound - base, 0)
    let upper = min(cursor.range.upperBound - base, count)
    guard lower < upper else { return [] }
    var nodes = renderRows(
      lower..<upper, numbered: !cursor.drawsEverything && cursor.mode == .list,
      markedKey: cursor.markedKey, in: context.with(\.lazyRows, nil))
    context.markEnteringRows(&nodes)
    return nodes
  }
}
