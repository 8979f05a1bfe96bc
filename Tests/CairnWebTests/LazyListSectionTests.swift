@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Observation
import Testing

@MainActor
@Suite("Lazy lists: sections made by a ForEach share one window")
struct LazyListSectionTests {
  @Test func theWindowCountsRowsAcrossSectionsAndKeepsHeadersWithTheirRows() async throws {
    let model = LazyGroupsModel(groups: 30, rows: 7)
    let host = ViewHost { LazyGroupsView(model: model) }
    let rows = Self.placedRows(host)
    #expect(rows.count == LazyRows.pageSize)
    #expect(rows.allSatisfy { $0[attribute: "aria-setsize"] == "7" }, "each section is a list")
    // 50 rows: seven whole sections and the first row of the eighth, under its header.
    #expect(rows.last?[attribute: "aria-posinset"] == "1")
    #expect(host.contains(text: "Group 8"))
    #expect(host.contains(text: "Row 8.1"))
    #expect(!host.contains(text: "Row 8.2"))
    #expect(!host.contains(text: "Group 9"))
    #expect(host.button("Show more (160 more)") != nil, "the rows of all sections after it")

    try await host.tap(host.button("Show more (160 more)"))
    #expect(Self.placedRows(host).count == 2 * LazyRows.pageSize)
    #expect(host.contains(text: "Row 15.2"))
    #expect(!host.contains(text: "Row 15.3"))
    #expect(!host.contains(text: "Group 16"))
    #expect(host.button("Show more (110 more)") != nil)
  }

  @Test func aWindowStartingInsideASectionDrawsThatSectionsHeader() async throws {
    let model = LazyGroupsModel(groups: 30, rows: 40)
    let host = ViewHost { LazyGroupsView(model: model) }
    for _ in 0..<(LazyRows.maximumRows / LazyRows.pageSize + 1) {
      try await host.tap(host.all(.button).first { $0.name.hasPrefix("Show more") })
    }
    // 600 rows drawn, the first 100 dropped: the window starts at row 21 of the third group.
    let rows = Self.placedRows(host)
    #expect(rows.count == LazyRows.maximumRows)
    #expect(rows.first?[attribute: "aria-posinset"] == "21")
    #expect(host.contains(text: "Group 3"))
    #expect(!host.contains(text: "Group 2"))
    #expect(!host.contains(text: "Row 3.20"))
    #expect(host.contains(text: "Row 3.21"))
    let earlier = try #require(host.button("Show earlier (100 earlier)"))
    try await host.tap(earlier)
    #expect(host.contains(text: "Group 2"))
    #expect(host.contains(text: "Row 2.21"))
  }

  @Test func theWindowsSectionsAreWhatAFullRenderDrawsForThem() {
    let lazy = ViewHost { LazyGroupsView(model: LazyGroupsModel(groups: 30, rows: 7)) }
    // A list of exactly the rows in the window: the first seven groups and one row of the
    // eighth, drawn in full, with no window across its sections.
    let shown = LazyGroupsModel(groups: 8, rows: 7)
    shown.groups[7].rows.removeLast(6)
    let full = ViewHost { LazyGroupsView(model: shown, hidesSections: true) }
    let lazySections = Self.sections(of: lazy.tree)
    let fullSections = Self.sections(of: full.tree)
    #expect(lazySections.count == 8)
    #expect(
      fullSections.allSatisfy { !HTML.render($0).contains("aria-setsize") },
      "a list that fits draws no place")
    #expect(lazySections.map(Self.withoutPlace) == fullSections)
  }

  @Test func aChangeToARowInASectionOutsideTheWindowSendsNothing() async throws {
    let model = LazyGroupsModel(groups: 30, rows: 7)
    let host = ViewHost { LazyGroupsView(model: model) }
    model.groups[20].rows[3].title = "Changed far below"
    model.groups[20].name = "Renamed far below"
    await host.settle()
    #expect(host.updates.allSatisfy { $0.patches.isEmpty })
    model.groups[1].rows[3].title = "Changed in view"
    await host.settle()
    #expect(host.updates.contains { !$0.patches.isEmpty })
    #expect(host.contains(text: "Changed in view"))
  }

  @Test func theSessionSendsTheTabNothingForAChangeOutsideTheWindow() async throws {
    let flat = LazyRowsModel(count: 10_000)
    let groups = LazyGroupsModel(groups: 100, rows: 100)
    let session = Session(
      id: "s", secret: "secret",
      screen: AppScreen {
        VStack {
          LazyRowsView(model: flat)
          LazyGroupsView(model: groups)
        }
      })
    let outbox = Outbox(limits: Outbox.Limits(frames: 64, bytes: 1 << 20))
    session.connect(outbox: outbox)
    await session.live.settle()
    while outbox.take() != nil {}
    #expect(session.live.tree.textContent.contains("Row 50"))
    #expect(!session.live.tree.textContent.contains("Row 51"))

    flat.rows[9_000].title = "Changed far below"
    groups.groups[80].rows[5].title = "Changed far below too"
    await session.live.settle()
    #expect(outbox.take() == nil, "no frame for rows outside the windows")

    flat.rows[10].title = "Changed in view"
    await session.live.settle()
    let frame = try #require(outbox.take()?.text)
    #expect(frame.contains("Changed in view"))
    #expect(frame.utf8.count < 1_000, "one row's text, not the list")
  }

  @Test func anEmptySectionInsideTheWindowKeepsItsHeader() {
    let model = LazyGroupsModel(groups: 3, rows: 100)
    model.groups[0].rows.removeLast(93)
    model.groups[1].rows.removeAll()
    let host = ViewHost { LazyGroupsView(model: model) }
    #expect(host.contains(text: "Group 1"))
    #expect(host.contains(text: "Group 2"))
    #expect(host.contains(text: "Group 3"))
    #expect(host.contains(text: "Row 3.43"))
    #expect(!host.contains(text: "Row 3.44"))
  }

  @Test func aDeepLinkIntoASectionDrawsTheWindowAroundItsRow() {
    let model = LazyGroupsModel(groups: 30, rows: 40)
    let target = model.groups[19].rows[24].id
    let host = ViewHost { LazyGroupsView(model: model).scrollPosition(id: target) }
    let rows = Self.placedRows(host)
    #expect(rows.count == LazyRows.pageSize)
    // Ten rows above the target, all in its own section.
    #expect(rows.first?[attribute: "aria-posinset"] == "15")
    #expect(host.contains(text: "Group 20"))
    #expect(!host.contains(text: "Group 19"))
    let marked = host.tree.descendants().filter {
      $0.node.attributes["data-cairn-scroll-to"] != nil
    }
    #expect(marked.count == 1)
    #expect(marked.first?.node.textContent == "Row 20.25")
  }

  @Test func sectionsWithoutACollectionAreRowsOfTheWindow() {
    let host = ViewHost {
      List {
        ForEach(1..<200) { index in
          Section("Heading \(index)") { Text("Only row \(index)") }
        }
      }
    }
    #expect(host.contains(text: "Heading 50"))
    #expect(!host.contains(text: "Heading 51"))
    #expect(host.button("Show more (149 more)") != nil)
  }

  @Test func aLazyStacksRowsAreWhatAPlainStackDrawsForThem() {
    let model = LazyRowsModel(count: 200)
    let lazy = ViewHost {
      LazyVStack { ForEach(model.rows) { row in Text(row.title) } }
    }
    let full = ViewHost {
      VStack { ForEach(model.rows) { row in Text(row.title) } }
    }
    let lazyRows = Self.stackChildren(of: lazy.tree).filter {
      $0.attributes["class"]?.contains("lazy-row") != true
    }
    let fullRows = Self.stackChildren(of: full.tree)
    #expect(fullRows.count == 200)
    #expect(lazyRows.count == LazyRows.pageSize)
    #expect(lazyRows == Array(fullRows.prefix(LazyRows.pageSize)))
  }

  // MARK: - Helpers

  static func placedRows(_ host: ViewHost) -> [ViewHost.Element] {
    host.all(.listItem).filter { $0[attribute: "aria-posinset"] != nil }
  }

  /// The sections of the list, without the window's buttons.
  static func sections(of tree: Node) -> [Node] {
    tree.descendants().map(\.node).filter {
      $0.tag == "section" && $0.attributes["class"]?.contains("lazy-section") != true
    }
  }

  /// The children of the first stack.
  static func stackChildren(of tree: Node) -> [Node] {
    tree.descendants().map(\.node).first { $0.attributes["class"] == "vstack" }?.children ?? []
  }

  static func withoutPlace(_ node: Node) -> Node {
    var node = node
    node.attributes["aria-posinset"] = nil
    node.attributes["aria-setsize"] = nil
    node.children = node.children.map(withoutPlace)
    return node
  }
}

/// A titled group of rows.
struct LazyGroup: Identifiable, Equatable {
  let id: Int
  var name: String
  var rows: [LazyRow]
}

@MainActor
@Observable
final class LazyGroupsModel {
  var groups: [LazyGroup]

  /// `groups` groups of `rows` rows: "Group 2" holds "Row 2.1", "Row 2.2", …
  init(groups: Int, rows: Int) {
    self.groups = (1...groups).map { group in
      LazyGroup(
        id: group,
        name: "Group \(group)",
        rows: (1...rows).map { LazyRow(id: group * 10_000 + $0, title: "Row \(group).\($0)") })
    }
  }
}

struct LazyGroupsView: View {
  let model: LazyGroupsModel
  /// Whether each section is drawn by a view of its own, which the list does not see as a
  /// section: it then draws the sections as a plain lazy list draws rows, each whole.
  var hidesSections = false

  var body: some View {
    List {
      if hidesSections {
        ForEach(model.groups) { group in LazyGroupSection(group: group) }
      } else {
        ForEach(model.groups) { group in
          Section(group.name) {
            ForEach(group.rows) { row in Text(row.title) }
          }
        }
      }
    }
  }
}

struct LazyGroupSection: View {
  let group: LazyGroup

  var body: some View {
    Section(group.name) {
      ForEach(group.rows) { row in Text(row.title) }
    }
  }
}
