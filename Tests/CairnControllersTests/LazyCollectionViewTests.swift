import Cairn
import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A list controller as UIKit code writes one, with a cell registration that counts the
/// cells it configures.
final class CountingListViewController: UICollectionViewController {
  let sections: [[Int]]
  var configured: [Int] = []
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

  init(sections: [[Int]]) {
    self.sections = sections
    super.init(
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      [weak self] cell, _, item in
      self?.configured.append(item)
      var content = cell.defaultContentConfiguration()
      content.text = "Item \(item)"
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    if sections.count > 1 {
      dataSource.sectionHeaderProvider = { "Section \($0)" }
    }
    dataSource.apply(snapshot())
  }

  func snapshot(reconfiguring items: [Int] = []) -> NSDiffableDataSourceSnapshot<Int, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    for (index, items) in sections.enumerated() {
      snapshot.appendSections([index])
      snapshot.appendItems(items, toSection: index)
    }
    snapshot.reconfigureItems(items)
    return snapshot
  }
}

@MainActor
@Suite("CairnControllers: a collection view draws and configures only its lazy window")
struct LazyCollectionViewTests {
  func host(_ sections: [[Int]]) -> (CountingListViewController, ViewHost) {
    let controller = CountingListViewController(sections: sections)
    let host = ViewHost { ControllerRepresenting { controller } }
    return (controller, host)
  }

  static let tenThousand = [Array(1...10_000)]

  @Test func tenThousandItemsConfigureOnlyTheCellsOfTheWindow() async throws {
    let (controller, host) = host(Self.tenThousand)
    #expect(controller.configured == Array(1...LazyRows.pageSize))
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 10_000)
    #expect(controller.collectionView.visibleCells.count == LazyRows.pageSize)
    #expect(controller.collectionView.cellForItem(at: IndexPath(row: 5_000, section: 0)) == nil)
    let rows = host.all(.listItem).filter { $0[attribute: "aria-posinset"] != nil }
    #expect(rows.count == LazyRows.pageSize)
    #expect(rows.allSatisfy { $0[attribute: "aria-setsize"] == "10000" })
    #expect(rows.last?[attribute: "aria-posinset"] == "50")

    try await host.tap(host.button("Show more (9,950 more)"))
    #expect(controller.configured == Array(1...2 * LazyRows.pageSize), "only the new rows")
    #expect(host.contains(text: "Item 100"))
    #expect(!host.contains(text: "Item 101"))
  }

  @Test func cellsTheWindowLeavesAreReleasedAndMadeAgainOnReturn() async throws {
    let (controller, host) = host(Self.tenThousand)
    let presses = LazyRows.maximumRows / LazyRows.pageSize + 1
    for _ in 0..<presses {
      try await host.tap(host.all(.button).first { $0.name.hasPrefix("Show more") })
    }
    let drawn = LazyRows.pageSize * (presses + 1)
    #expect(controller.configured.count == drawn, "every cell configured once")
    #expect(controller.collectionView.visibleCells.count == LazyRows.maximumRows)
    #expect(controller.collectionView.cellForItem(at: IndexPath(row: 0, section: 0)) == nil)
    try await host.tap(host.all(.button).first { $0.name.hasPrefix("Show earlier") })
    #expect(controller.configured.count == drawn + LazyRows.pageSize)
    #expect(
      Array(controller.configured.suffix(LazyRows.pageSize))
        == Array(
          drawn - LazyRows.maximumRows - LazyRows.pageSize + 1...drawn - LazyRows.maximumRows))
  }

  @Test func sectionsShareOneWindowAndKeepTheirHeaders() async throws {
    // 6,000 items in sections of 60: the first window ends inside the first section, the
    // second inside the next.
    let sections = (0..<100).map { section in Array(section * 60 + 1...section * 60 + 60) }
    let (controller, host) = host(sections)
    #expect(controller.configured == Array(1...LazyRows.pageSize))
    #expect(host.contains(text: "Section 0"))
    #expect(!host.contains(text: "Section 1"))
    let rows = host.all(.listItem).filter { $0[attribute: "aria-posinset"] != nil }
    #expect(rows.count == LazyRows.pageSize)
    #expect(rows.allSatisfy { $0[attribute: "aria-setsize"] == "60" })
    try await host.tap(host.button("Show more (5,950 more)"))
    let second = host.all(.listItem).filter { $0[attribute: "aria-posinset"] != nil }
    #expect(second.count == 2 * LazyRows.pageSize)
    #expect(
      second.dropFirst(60).first?[attribute: "aria-posinset"] == "1",
      "each section counts its own rows")
    #expect(host.contains(text: "Section 0"))
    #expect(host.contains(text: "Section 1"))
    #expect(!host.contains(text: "Section 2"))
    #expect(controller.configured == Array(1...2 * LazyRows.pageSize))
  }

  @Test func reconfiguringAnItemOutsideTheWindowConfiguresNothingAndSendsNothing() async throws {
    let (controller, host) = host(Self.tenThousand)
    controller.dataSource.apply(controller.snapshot(reconfiguring: [9_000]))
    await host.settle()
    #expect(controller.configured.count == LazyRows.pageSize)
    #expect(host.updates.allSatisfy { $0.patches.isEmpty })
    controller.dataSource.apply(controller.snapshot(reconfiguring: [3]))
    await host.settle()
    #expect(controller.configured.count == LazyRows.pageSize + 1)
  }

  @Test func theWindowsRowsAreWhatAFullRenderDrawsForThem() {
    let (_, lazy) = host(Self.tenThousand)
    let (_, full) = host([Array(1...LazyRows.pageSize)])
    let lazyRows = LazyRender.rows(of: lazy.tree)
    let fullRows = LazyRender.rows(of: full.tree)
    #expect(lazyRows.count == LazyRows.pageSize)
    #expect(lazyRows == fullRows)

    let sections = (0..<20).map { section in Array(section * 7 + 1...section * 7 + 7) }
    // 50 rows: seven whole sections of seven, and the first row of the eighth.
    var shown = Array(sections.prefix(7))
    shown.append([sections[7][0]])
    let (_, lazySections) = host(sections)
    let (_, fullSections) = host(shown)
    #expect(LazyRender.sections(of: lazySections.tree).count == 8)
    #expect(
      LazyRender.sections(of: lazySections.tree) == LazyRender.sections(of: fullSections.tree))
  }
}

/// What the lazy and the full render have in common: the rows and sections, without their
/// place in the whole list (which only a lazy list states), the window's buttons, or the ids
/// of event handlers (each cell is a new view with its own).
enum LazyRender {
  static func rows(of tree: Node) -> [Node] {
    tree.descendants().map(\.node).filter {
      $0.attributes["role"] == "listitem" && $0.attributes["class"]?.contains("lazy-row") != true
    }.map(normalized)
  }

  static func sections(of tree: Node) -> [Node] {
    tree.descendants().map(\.node).filter {
      $0.tag == "section" && $0.attributes["class"]?.contains("lazy-section") != true
    }.map(normalized)
  }

  static func normalized(_ node: Node) -> Node {
    var node = node
    node.attributes["aria-posinset"] = nil
    node.attributes["aria-setsize"] = nil
    for name in node.attributes.keys where name.hasPrefix("data-on-") {
      node.attributes[name] = "handler"
    }
    // A view's own key names the view object, new in each render compared.
    if let key = node.key, key.id.hasPrefix("v"), Int(key.id.dropFirst()) != nil {
      node.key = nil
    }
    node.children = node.children.map(normalized)
    return node
  }
}
