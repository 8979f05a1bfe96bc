import CairnWeb

/// A list of sections of cells, filled by a ``UICollectionViewDiffableDataSource``.
///
/// Each cell keeps its place on the page for as long as its item is in the snapshots applied,
/// so applying a snapshot in which one item changed patches that one row.
@MainActor
open class UICollectionView: UIView {
  /// One item's place in the list. Its cell is made when the row is first drawn, so a long
  /// list configures only the cells of the rows in its lazy window, and released once the
  /// row leaves the window, as UIKit reuses the cells scrolled off screen.
  @MainActor
  final class Row {
    let key: String
    /// Where the item is, for the cell provider.
    var indexPath: IndexPath
    /// The row's cell, if it has been made and not released.
    private(set) var madeCell: UIView?
    /// The draw of the list that last drew this row.
    var drawnIn = 0
    private let makeCell: @MainActor (IndexPath) -> UIView

    init(key: String, indexPath: IndexPath, makeCell: @escaping @MainActor (IndexPath) -> UIView) {
      self.key = key
      self.indexPath = indexPath
      self.makeCell = makeCell
    }

    /// The row's cell, made now if it has none.
    var cell: UIView {
      if let madeCell { return madeCell }
      let cell = makeCell(indexPath)
      madeCell = cell
      return cell
    }

    /// Puts `cell` in the row, in place of the one it had (a reconfigured item's).
    func replaceCell(with cell: UIView) {
      madeCell = cell
    }

    /// Lets the cell go: it is made again if the row is drawn again.
    func releaseCell() {
      madeCell = nil
    }
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
      if let row = section.rows.firstIndex(where: { $0.madeCell === cell }) {
        return IndexPath(row: row, section: sectionIndex)
      }
    }
    return nil
  }

  /// The cell at `indexPath`, if it is on screen (`nil` for a row outside the lazy window,
  /// as UIKit answers for a row scrolled out of view).
  public func cellForItem(at indexPath: IndexPath) -> UIView? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let rows = sections[indexPath.section].rows
    return rows.indices.contains(indexPath.row) ? rows[indexPath.row].madeCell : nil
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

  /// The cells shown, section by section: those of the rows in the list's lazy window.
  public var visibleCells: [UIView] { sections.flatMap { $0.rows.compactMap(\.madeCell) } }

  /// How many times the list has been drawn, to tell the rows drawn last from the others.
  private var drawCount = 0

  /// Draws a list with a section per snapshot section. It is a lazy list (see CairnWeb's
  /// article on lazy lists): the rows of all sections share one window, only their cells are
  /// made, and the cells of rows the window left are released.
  open override func draw(in context: RenderContext) -> [Node] {
    drawCount += 1
    let drawn = drawCount
    var nodes = context.render(
      List {
        ForEach(sections, id: \.key) { section in
          CairnWeb.Section {
            CellRows(rows: section.rows, drawn: drawn)
          } header: {
            SectionTitle(text: section.header)
          }
        }
      })
    for section in sections {
      for row in section.rows where row.drawnIn != drawn && row.madeCell != nil {
        row.releaseCell()
      }
    }
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
  /// The collection view's draw these rows belong to.
  let drawn: Int

  var body: some View {
    ForEach(rows, id: \.key) { CellRow(row: $0, drawn: drawn) }
  }
}

/// One row: its cell, made when the row is first drawn.
struct CellRow: PrimitiveView {
  let row: UICollectionView.Row
  let drawn: Int

  func render(in context: RenderContext) -> [Node] {
    row.drawnIn = drawn
    return context.render(ElementView(view: row.cell))
  }
}

/// A section's header text, if it has one.
struct SectionTitle: View {
  let text: String?

  var body: some View {
    if let text { Text(text) }
  }
}
