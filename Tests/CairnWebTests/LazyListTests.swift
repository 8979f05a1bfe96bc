@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Observation
import Testing

@MainActor
@Suite("Lazy lists draw a window of their rows")
struct LazyListTests {
  @Test func aLongListDrawsTheFirstPageWithAButtonForMore() {
    let model = LazyRowsModel(count: 200)
    let host = ViewHost { LazyRowsView(model: model) }
    let rows = host.all(.listItem).filter { $0[attribute: "aria-posinset"] != nil }
    #expect(rows.count == LazyRows.pageSize)
    #expect(rows.first?[attribute: "aria-posinset"] == "1")
    #expect(rows.last?[attribute: "aria-posinset"] == String(LazyRows.pageSize))
    #expect(rows.allSatisfy { $0[attribute: "aria-setsize"] == "200" })
    #expect(host.button("Show more (150 more)") != nil)
    #expect(host.contains(text: "Row 50"))
    #expect(!host.contains(text: "Row 51"))
  }

  @Test func theWindowsRowsAreWhatAFullRenderDrawsForThem() {
    let long = LazyRowsModel(count: 200, deletable: true)
    let short = LazyRowsModel(count: LazyRows.pageSize, deletable: true)
    let lazy = ViewHost { LazyRowsView(model: long) }
    let full = ViewHost { LazyRowsView(model: short) }
    let lazyRows = Self.rows(of: lazy.tree).filter { $0.attributes["aria-posinset"] != nil }
      .map(Self.withoutPlace)
    let fullRows = Self.rows(of: full.tree)
    #expect(fullRows.allSatisfy { $0.attributes["aria-posinset"] == nil })
    #expect(lazyRows.count == LazyRows.pageSize)
    #expect(lazyRows == fullRows)
  }

  @Test func aChangeToARowOutsideTheWindowSendsNothing() async throws {
    let model = LazyRowsModel(count: 200)
    let host = ViewHost { LazyRowsView(model: model) }
    model.rows[150].title = "Changed far below"
    await host.settle()
    #expect(host.updates.isEmpty)
    model.rows[3].title = "Changed in view"
    await host.settle()
    #expect(host.updates.count == 1)
    #expect(host.contains(text: "Changed in view"))
  }

  @Test func growingTheWindowOnlyInsertsTheNewRows() async throws {
    let model = LazyRowsModel(count: 200)
    let host = ViewHost { LazyRowsView(model: model) }
    try await host.tap(host.button("Show more (150 more)"))
    let patches = try #require(host.updates.last?.patches)
    let inserted = patches.filter {
      if case .insert = $0 { return true } else { return false }
    }
    let others = patches.filter {
      if case .insert = $0 { return false } else { return true }
    }
    #expect(inserted.count == LazyRows.pageSize)
    // Besides the new rows, only the button's count changes.
    #expect(others.count == 2)
    #expect(others.allSatisfy { Self.touchesOnlyTheButton($0) })
    #expect(host.contains(text: "Row 100"))
    #expect(!host.contains(text: "Row 101"))
    #expect(host.button("Show more (100 more)") != nil)
  }

  @Test func theWindowIsBoundedWhateverTheListsSize() async throws {
    let thousand = LazyRowsModel(count: 1_000)
    let tenThousand = LazyRowsModel(count: 10_000)
    let small = ViewHost { LazyRowsView(model: thousand) }
    let large = ViewHost { LazyRowsView(model: tenThousand) }
    #expect(small.tree.descendants().count == large.tree.descendants().count)
    #expect(large.button("Show more (9,950 more)") != nil)
    for _ in 0..<(LazyRows.maximumRows / LazyRows.pageSize + 2) {
      let more = try #require(large.all(.button).first { $0.name.hasPrefix("Show more") })
      try await large.tap(more)
    }
    let drawn = large.all(.listItem).filter { $0[attribute: "aria-posinset"] != nil }
    #expect(drawn.count == LazyRows.maximumRows)
    let firstDrawn =
      LazyRows.pageSize * (LazyRows.maximumRows / LazyRows.pageSize + 3)
      - LazyRows.maximumRows
    #expect(drawn.first?[attribute: "aria-posinset"] == String(firstDrawn + 1))
    let earlier = try #require(large.button("Show earlier (\(firstDrawn) earlier)"))
    try await large.tap(earlier)
    #expect(
      large.all(.listItem).first { $0[attribute: "aria-posinset"] != nil }?[
        attribute: "aria-posinset"] == String(firstDrawn - LazyRows.pageSize + 1))
  }

  @Test func aDeepLinkDrawsTheWindowAroundItsRowAndMarksIt() async throws {
    let model = LazyRowsModel(count: 10_000)
    model.target = 7_000
    let host = ViewHost { LazyRowsView(model: model).scrollPosition(id: model.target) }
    let rows = host.all(.listItem).filter { $0[attribute: "aria-posinset"] != nil }
    #expect(rows.count == LazyRows.pageSize)
    #expect(rows.first?[attribute: "aria-posinset"] == String(7_000 - LazyRows.rowsBeforeTarget))
    let marked = host.tree.descendants().filter {
      $0.node.attributes["data-cairn-scroll-to"] != nil
    }
    #expect(marked.count == 1)
    #expect(marked.first?.node.textContent.contains("Row 7000") == true)
    #expect(LazyRows.rowsBeforeTarget == 10)
    #expect(host.button("Show earlier (6,989 earlier)") != nil, "the rows before, grouped")
    // Growing after the jump keeps the window where it is.
    let more = try #require(host.all(.button).first { $0.name.hasPrefix("Show more") })
    try await host.tap(more)
    #expect(host.contains(text: "Row 7000"))
    #expect(
      host.contains(text: "Row \(7_000 - LazyRows.rowsBeforeTarget + 2 * LazyRows.pageSize - 1)"))
  }

  @Test func formsAndShortListsDrawEveryRow() {
    let model = LazyRowsModel(count: 200)
    let host = ViewHost {
      Form {
        ForEach(model.rows) { row in Text(row.title) }
      }
    }
    #expect(host.contains(text: "Row 200"))
    #expect(host.all(.button).isEmpty)
    let short = ViewHost { LazyRowsView(model: LazyRowsModel(count: 3)) }
    #expect(short.all(.listItem).count == 3)
    #expect(short.all(.listItem).allSatisfy { $0[attribute: "aria-setsize"] == nil })
  }

  @Test func aLazyStackDrawsAWindowWithoutListSemantics() {
    let model = LazyRowsModel(count: 120)
    let host = ViewHost {
      LazyVStack {
        ForEach(model.rows) { row in Text(row.title) }
      }
    }
    #expect(host.contains(text: "Row 50"))
    #expect(!host.contains(text: "Row 51"))
    #expect(host.button("Show more (70 more)") != nil)
    #expect(host.all(.listItem).isEmpty)
  }

  @Test func rememberedRowsInAWindowAreRedrawnOnlyWhenTheyChange() async throws {
    let model = LazyRowsModel(count: 200)
    let counter = LazyBodyCounter()
    // A live view, not a host: a host draws every remembered row again to check it.
    let live = LiveView {
      List {
        ForEach(model.rows) { row in LazyCountedRow(row: row, counter: counter).equatable() }
      }
    }
    #expect(counter.total == LazyRows.pageSize)
    model.rows[120].title = "Far below"
    await live.settle()
    #expect(counter.total == LazyRows.pageSize, "a row outside the window is not drawn")
    model.rows[2].title = "In view"
    await live.settle()
    #expect(counter.total == LazyRows.pageSize + 1)
    let more = try #require(
      live.tree.descendants().first { $0.node.attributes["data-cairn-lazy"] == "end" })
    try live.dispatch(handler: try #require(more.node.attributes["data-on-click"]))
    await live.settle()
    #expect(counter.total == 2 * LazyRows.pageSize + 1, "only the new rows are drawn")
    #expect(live.tree.textContent.contains("Row 100"))
  }

  /// The rows of every list on screen.
  static func rows(of tree: Node) -> [Node] {
    tree.descendants().map(\.node).filter {
      $0.attributes["role"] == "listitem" && $0.attributes["class"]?.contains("lazy-row") != true
    }
  }

  static func withoutPlace(_ node: Node) -> Node {
    var node = node
    node.attributes["aria-posinset"] = nil
    node.attributes["aria-setsize"] = nil
    return node
  }

  static func touchesOnlyTheButton(_ patch: Patch) -> Bool {
    switch patch {
    case .setText(_, let text): text.hasPrefix("Show more")
    case .setAttributes(_, let set, let remove):
      remove.isEmpty && set.keys.allSatisfy { $0 == "data-cairn-lazy-hidden" }
    default: false
    }
  }
}

/// A row of the lazy list tests.
struct LazyRow: Identifiable, Equatable {
  let id: Int
  var title: String
}

@MainActor
@Observable
final class LazyRowsModel {
  var rows: [LazyRow]
  var deleted: [Int] = []
  let deletable: Bool
  var target: Int?

  init(count: Int, deletable: Bool = false) {
    rows = (1...count).map { LazyRow(id: $0, title: "Row \($0)") }
    self.deletable = deletable
  }
}

struct LazyRowsView: View {
  let model: LazyRowsModel

  var body: some View {
    List {
      Section("Rows") {
        if model.deletable {
          ForEach(model.rows) { row in
            Button(row.title) { model.rows[row.id - 1].title += "!" }
          }
          .onDelete { offsets in model.deleted += offsets }
        } else {
          ForEach(model.rows) { row in
            Text(row.title)
          }
        }
      }
    }
  }
}

/// Counts the bodies of remembered rows.
@MainActor
final class LazyBodyCounter {
  var total = 0
}

struct LazyCountedRow: View, @MainActor Equatable {
  let row: LazyRow
  let counter: LazyBodyCounter

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.row == rhs.row }

  var body: some View {
    counter.total += 1
    return Text(row.title)
  }
}
