import Observation

/// How a ``ForEach`` inside a ``List`` or a ``LazyVStack`` draws only a window of its rows.
///
/// The window starts with the first ``pageSize`` rows. A "Show more" button after the last
/// drawn row (and a "Show earlier" one before the first, once rows have been dropped from the
/// top) grows it by a page; the browser presses it by itself as it scrolls into view. A
/// window never holds more than ``maximumRows``: growing past that drops rows from the other
/// end, so what a tab keeps is bounded whatever the collection's size. See the article
/// <doc:LazyLists>.
@_spi(Runtime)
public enum LazyRows {
  /// How many rows a window starts with and grows by.
  public static let pageSize = 50
  /// The most rows a window holds.
  public static let maximumRows = 500
  /// How many rows before a row a deep link scrolls to are drawn above it.
  public static let rowsBeforeTarget = 10

  /// The attribute on a window's buttons that the browser client watches (`start` or `end`).
  static let sentinelAttribute = "data-cairn-lazy"
  /// The attribute on the row a deep link names, which the client scrolls into view.
  static let scrollTargetAttribute = "data-cairn-scroll-to"
}

/// Whether the ``ForEach``s in a subtree draw a window of their rows, and how.
enum LazyRowsMode: Equatable {
  /// In a ``List``: rows are list items, told their position in the whole collection.
  case list
  /// In a ``LazyVStack``: rows are plain views.
  case stack
  /// In the sections a ``ForEach`` of ``Section``s draws: the rows of every section share
  /// one window, which `cursor` carries from section to section.
  case sectionRows(LazySectionCursor)

  /// The cursor of the sections around, if any.
  var sectionCursor: LazySectionCursor? {
    if case .sectionRows(let cursor) = self { cursor } else { nil }
  }
}

/// Which rows of one ``ForEach`` are drawn, kept at its position for the tab.
///
/// The bounds are not observed themselves: a render moves them (to follow a deep link, or when
/// rows are removed) without causing another render. The buttons that grow the window bump
/// ``version``, which every render of the window reads.
@MainActor
@Observable
final class LazyWindow {
  /// Bumped when a button grows the window, so the screen renders again.
  var version = 0
  /// The offset of the first drawn row.
  @ObservationIgnored var start = 0
  /// The offset just past the last drawn row.
  @ObservationIgnored var end = LazyRows.pageSize
  /// The scroll target this window last moved to, so it moves only when the target changes.
  @ObservationIgnored var appliedTarget: AnyHashable?
  /// The key of the row the last scroll target named: it stays marked after the target is
  /// cleared, so the list scrolls back to it when it is shown again (back from the row's
  /// screen), until another target replaces it.
  @ObservationIgnored var markedKey: String?

  /// The rows to draw of `count`, after bringing the bounds within it.
  func range(count: Int) -> Range<Int> {
    if start >= count { start = max(0, count - LazyRows.pageSize) }
    end = max(end, min(count, start + LazyRows.pageSize))
    return start..<min(end, count)
  }

  /// Draws the page after the last drawn row, dropping rows from the top past the maximum.
  func growEnd(count: Int) {
    end = min(max(end, start) + LazyRows.pageSize, count)
    start = max(start, end - LazyRows.maximumRows)
    version += 1
  }

  /// Draws the page before the first drawn row, dropping rows from the bottom past the maximum.
  func growStart() {
    start = max(0, start - LazyRows.pageSize)
    end = min(end, start + LazyRows.maximumRows)
    version += 1
  }

  /// Moves the window so the row at `offset` is drawn, a few rows below the first.
  func center(on offset: Int, count: Int) {
    guard offset < start || offset >= end else { return }
    start = max(0, offset - LazyRows.rowsBeforeTarget)
    end = min(count, start + LazyRows.pageSize)
  }
}

extension LazyRows {
  /// The button that grows `window` at one end, wrapped as a row in a list.
  @MainActor
  static func sentinel(
    atEnd: Bool,
    hidden: Int,
    window: LazyWindow,
    count: Int,
    mode: LazyRowsMode,
    context: RenderContext
  ) -> Node {
    var attributes = context.child(atEnd ? "lazy-end" : "lazy-start").on("click") { _ in
      if atEnd { window.growEnd(count: count) } else { window.growStart() }
    }
    attributes["type"] = "button"
    attributes["class"] = "button lazy-more"
    attributes[sentinelAttribute] = atEnd ? "end" : "start"
    attributes["data-cairn-lazy-hidden"] = String(hidden)
    let number = grouped(hidden)
    let label = atEnd ? "Show more (\(number) more)" : "Show earlier (\(number) earlier)"
    let button = Node.element("button", attributes, children: [.text(label)])
    // A part no row can have: rows' parts count up from zero.
    let key = NodeKey(atEnd ? "end" : "start", part: -1)
    switch mode {
    case .list:
      return .element(
        "div", ["class": "row lazy-row", "role": "listitem"], key: key, children: [button])
    case .stack, .sectionRows:
      return .element("div", ["class": "lazy-row"], key: key, children: [button])
    }
  }
}

extension View {
  /// Scrolls the lists inside to the row whose id is `id`: a lazy list draws the window of
  /// rows around it, and the browser scrolls it into view. Set it from navigation state (a
  /// URL naming a row) to deep-link to a row; a change of `id` moves there again.
  public func scrollPosition<ID: Hashable>(id: ID?) -> ModifiedView<Self> {
    let target = id.map { AnyHashable($0) }
    return modified { context, content in context.with(\.scrollTarget, target).render(content) }
  }
}

extension ForEach {
  /// Renders the window of rows the tab has scrolled to (all of them when they fit), with a
  /// button at each end that has rows beyond it.
  func renderWindow(in context: RenderContext, mode: LazyRowsMode) -> [Node] {
    let count = data.count
    let window = context.persistentObject("lazy-window") { LazyWindow() }
    _ = window.version
    let target = context.environment.scrollTarget
    // The rows are searched only when the target changes, never on every render.
    if let target, target != window.appliedTarget,
      let index = data.firstIndex(where: { AnyHashable($0[keyPath: id]) == target })
    {
      window.center(on: data.distance(from: data.startIndex, to: index), count: count)
      window.markedKey = Self.identityString(data[index][keyPath: id])
    }
    window.appliedTarget = target
    let range = window.range(count: count)
    let rowContext = context.with(\.lazyRows, nil)
    guard range.lowerBound > 0 || range.upperBound < count else {
      // Everything fits: the same rows a list that is not lazy draws.
      var nodes = renderRows(
        0..<count, numbered: false, markedKey: window.markedKey, in: rowContext)
      context.markEnteringRows(&nodes)
      return nodes
    }
    var nodes = LazyRows.framed(
      renderRows(range, numbered: mode == .list, markedKey: window.markedKey, in: rowContext),
      range: range, count: count
    ) { atEnd, hidden in
      LazyRows.sentinel(
        atEnd: atEnd, hidden: hidden, window: window, count: count, mode: mode, context: context)
    }
    context.markEnteringRows(&nodes)
    return nodes
  }

  /// Draws the rows at `offsets`, each marked if a deep link named it; with `numbered`, each
  /// row is told its position in the whole collection, for a list whose other rows are not
  /// drawn.
  func renderRows(
    _ offsets: Range<Int>, numbered: Bool, markedKey: String?, in rowContext: RenderContext
  ) -> [Node] {
    var nodes: [Node] = []
    nodes.reserveCapacity(offsets.count)
    var index = data.index(data.startIndex, offsetBy: offsets.lowerBound)
    for offset in offsets {
      var elementNodes = renderElement(data[index], offset: offset, in: rowContext)
      if numbered, elementNodes.count == 1 {
        elementNodes[0].attributes["aria-posinset"] = String(offset + 1)
        elementNodes[0].attributes["aria-setsize"] = String(data.count)
      }
      Self.markTarget(&elementNodes, key: markedKey)
      nodes += elementNodes
      index = data.index(after: index)
    }
    return nodes
  }

  /// Marks the first node of the row a deep link named (its key is `key`), for the client to
  /// scroll to.
  static func markTarget(_ nodes: inout [Node], key: String?) {
    guard let key, let first = nodes.first, first.key?.id == key else { return }
    nodes[0].attributes[LazyRows.scrollTargetAttribute] = "true"
  }
}

extension LazyRows {
  /// A window's drawn `rows` (the offsets `range` of `count`) between the buttons that grow
  /// it: one before them when rows are hidden above, one after when rows are hidden below.
  /// `button` makes a button given which end it is at and how many rows it hides.
  static func framed(
    _ rows: [Node], range: Range<Int>, count: Int, button: (_ atEnd: Bool, _ hidden: Int) -> Node
  ) -> [Node] {
    var nodes: [Node] = []
    nodes.reserveCapacity(rows.count + 2)
    if range.lowerBound > 0 { nodes.append(button(false, range.lowerBound)) }
    nodes += rows
    if range.upperBound < count { nodes.append(button(true, count - range.upperBound)) }
    return nodes
  }

  /// `number` with its thousands grouped by commas ("9,950"), as the buttons read.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
