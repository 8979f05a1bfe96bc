import CairnWeb

/// A list of sections of cells, filled by a ``UICollectionViewDiffableDataSource``.
///
/// Each cell keeps its place on the page for as long as its item is in the snapshots applied,
/// so applying a snapshot in which one item changed patches that one row.
@MainActor
open class UICollectionView: UIView {
  struct Row {
    let key: String
    let cell: UIView
  }

  struct Section {
    let key: String
    let header: String?
    let rows: [Row]
  }

  var sections: [Section] = [] {
    didSet { setNeedsDisplay() }
  }

  /// How the cells are laid out (which look the list has).
  public var collectionViewLayout: UICollectionViewLayout {
    didSet { setNeedsDisplay() }
  }
  /// Told when the user selects a cell.
  public weak var delegate: (any UICollectionViewDelegate)?
  /// The index paths of the selected cells.
  public private(set) var indexPathsForSelectedItems: [IndexPath]? = []

  /// An empty list.
  public override init(frame: CGRect) {
    collectionViewLayout = UICollectionViewLayout()
    super.init(frame: frame)
  }

  /// An empty list laid out by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }

  /// Where `cell` is, if it is on screen.
  public func indexPath(for cell: UIView) -> IndexPath? {
    for (sectionIndex, section) in sections.enumerated() {
      if let row = section.rows.firstIndex(where: { $0.cell === cell }) {
        return IndexPath(row: row, section: sectionIndex)
      }
    }
    return nil
  }

  /// The cell at `indexPath`, if it is on screen.
  public func cellForItem(at indexPath: IndexPath) -> UIView? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let rows = sections[indexPath.section].rows
    return rows.indices.contains(indexPath.row) ? rows[indexPath.row].cell : nil
  }

  /// How many sections are shown.
  public var numberOfSections: Int { sections.count }

  /// How many items `section` shows.
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rows.count : 0
  }

  /// Makes the cell for `item` at `indexPath` with `registration`: a new cell, or, while the
  /// data source reconfigures an item, that item's own cell configured again.
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>,
    for indexPath: IndexPath,
    item: Item?
  ) -> Cell {
    let cell: Cell
    if let reused = cellBeingReconfigured as? Cell {
      cellBeingReconfigured = nil
      cell = reused
    } else {
      cell = Cell(frame: .zero)
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// Selects the item at `indexPath`, as the user's tap does: asks the delegate whether it
  /// may, then tells it.
  public func userSelectItem(at indexPath: IndexPath) {
    guard let delegate else { return }
    guard delegate.collectionView(self, shouldSelectItemAt: indexPath) else { return }
    indexPathsForSelectedItems = [indexPath]
    delegate.collectionView(self, didSelectItemAt: indexPath)
  }

  /// Deselects the item at `indexPath`.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    indexPathsForSelectedItems?.removeAll { $0 == indexPath }
  }

  /// Makes a cell tappable when it is put on screen: a tap selects it.
  func prepare(_ cell: UIView) {
    guard delegate != nil, let cell = cell as? UICollectionViewCell else { return }
    cell.collectionView = self
    cell.onTap = { [weak self, weak cell] in
      guard let self, let cell, let indexPath = indexPath(for: cell) else { return }
      userSelectItem(at: indexPath)
    }
  }

  /// Whether the delegate lets `cell` be selected where it is now.
  func canSelect(_ cell: UICollectionViewCell) -> Bool {
    guard let delegate, let indexPath = indexPath(for: cell) else { return true }
    return delegate.collectionView(self, shouldSelectItemAt: indexPath)
  }

  /// The cell of an item being reconfigured: the next dequeue of its class configures it
  /// again instead of making a new one, as UIKit's `reconfigureItems` does.
  var cellBeingReconfigured: UICollectionViewCell?

  /// The cells shown, section by section.
  public var visibleCells: [UIView] { sections.flatMap { $0.rows.map(\.cell) } }

  /// Draws a list with a section per snapshot section.
  open override func draw(in context: RenderContext) -> [Node] {
    var nodes = context.render(
      List {
        ForEach(sections, id: \.key) { section in
          if let header = section.header {
            CairnWeb.Section(header) { CellRows(rows: section.rows) }
          } else {
            CairnWeb.Section { CellRows(rows: section.rows) }
          }
        }
      })
    if let listClass = collectionViewLayout.listClass,
      let index = nodes.firstIndex(where: { $0.tag != nil })
    {
      nodes[index].addClass(listClass)
    }
    return nodes
  }
}

/// The rows of one section.
struct CellRows: View {
  let rows: [UICollectionView.Row]

  var body: some View {
    ForEach(rows, id: \.key) { ElementView(view: $0.cell) }
  }
}
