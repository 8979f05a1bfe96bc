/// Fills a ``UICollectionView`` from snapshots: applying one makes cells for new items, keeps
/// the cells of items that stay, and drops the rest.
///
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource(collectionView: list) { item in
///   NetworkCell(network: item.network, …)
/// }
/// observe { [weak self] in self?.dataSource.apply(self?.makeSnapshot()) }
/// ```
@MainActor
public final class UICollectionViewDiffableDataSource<
  SectionIdentifier: Hashable, ItemIdentifier: Hashable
> {
  /// Makes the cell for an item at an index path, as UIKit's data source does; `nil` draws an
  /// empty row.
  public typealias CellProvider =
    @MainActor (UICollectionView, IndexPath, ItemIdentifier) -> UICollectionViewCell?
  /// Makes the cell for an item, or, for a reconfigured item, updates the cell it already
  /// has (handed in) and returns it.
  public typealias ReusingCellProvider = @MainActor (_ existing: UIView?, ItemIdentifier) -> UIView

  private let collectionView: UICollectionView
  private let cellProvider: @MainActor (UIView?, ItemIdentifier, IndexPath) -> UIView
  private var cells: [ItemIdentifier: UICollectionView.Row] = [:]
  private var sectionKeys: [SectionIdentifier: String] = [:]
  private var nextKey = 0
  /// Gives each section its header, if it has one.
  public var sectionHeaderProvider: (@MainActor (SectionIdentifier) -> String?)?
  /// The snapshot applied last.
  public private(set) var snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifier, ItemIdentifier
  >()
  /// How many snapshots have been applied (a diagnostic: a list that is re-snapshotted only
  /// when what it shows changes keeps this low).
  public private(set) var applyCount = 0

  /// A data source for `collectionView`, making the cell of each item that comes on screen
  /// with `cellProvider` (usually through a cell registration).
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = { [unowned collectionView] _, item, indexPath in
      cellProvider(collectionView, indexPath, item) ?? UIView()
    }
  }

  /// A data source for `collectionView`, making cells with `cellProvider` from the item alone
  /// (the layer's own spelling).
  public init(
    collectionView: UICollectionView,
    cellProvider: @escaping @MainActor (ItemIdentifier) -> UIView
  ) {
    self.collectionView = collectionView
    self.cellProvider = { _, item, _ in cellProvider(item) }
  }

  /// A data source for `collectionView` whose provider also updates cells in place: a
  /// reconfigured item keeps its cell and its place on the page, so only what the provider
  /// changes in the cell is patched (as UIKit's `reconfigureItems` does).
  public init(
    collectionView: UICollectionView,
    reusingCellProvider cellProvider: @escaping ReusingCellProvider
  ) {
    self.collectionView = collectionView
    self.cellProvider = { existing, item, _ in cellProvider(existing, item) }
  }

  /// Shows `snapshot`: rows of items that stay keep their cells (a reconfigured item's is
  /// handed to the provider again), new items get rows, and rows of items that left are
  /// released. A cell is made only when its row is first drawn: the list draws a window of
  /// its rows, so the provider is not asked for the cells of rows outside it.
  public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>) {
    applyCount += 1
    var kept: [ItemIdentifier: UICollectionView.Row] = [:]
    var sections: [UICollectionView.Section] = []
    for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
      let key = sectionKeys[section] ?? makeKey()
      sectionKeys[section] = key
      let items = snapshot.itemIdentifiers(inSection: section)
      let rows = items.enumerated().map { rowIndex, item in
        let indexPath = IndexPath(row: rowIndex, section: sectionIndex)
        let row: UICollectionView.Row
        if let existing = cells[item] {
          row = existing
          row.indexPath = indexPath
          if let cell = row.madeCell, snapshot.reconfiguredItemIdentifiers.contains(item) {
            collectionView.cellBeingReconfigured = cell as? UICollectionViewCell
            row.replaceCell(with: made(cellProvider(cell, item, indexPath)))
            collectionView.cellBeingReconfigured = nil
          }
        } else {
          let provider = cellProvider
          row = UICollectionView.Row(key: makeKey(), indexPath: indexPath) {
            [weak self] indexPath in
            let cell = provider(nil, item, indexPath)
            self?.collectionView.prepare(cell)
            return cell
          }
        }
        kept[item] = row
        return row
      }
      sections.append(
        UICollectionView.Section(key: key, header: sectionHeaderProvider?(section), rows: rows))
    }
    cells = kept
    self.snapshot = snapshot
    collectionView.sections = sections
  }

  /// Shows `snapshot`, as ``apply(_:)`` does; the browser animates rows either way, and
  /// `completion` runs once the list is updated.
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>,
    animatingDifferences: Bool,
    completion: (@MainActor () -> Void)? = nil
  ) {
    apply(snapshot)
    completion?()
  }

  /// The item shown at `indexPath`, if any.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? {
    let sections = snapshot.sectionIdentifiers
    guard sections.indices.contains(indexPath.section) else { return nil }
    let items = snapshot.itemIdentifiers(inSection: sections[indexPath.section])
    return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
  }

  /// Where `identifier` is shown, if it is.
  public func indexPath(for identifier: ItemIdentifier) -> IndexPath? {
    for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
      if let row = snapshot.itemIdentifiers(inSection: section).firstIndex(of: identifier) {
        return IndexPath(row: row, section: sectionIndex)
      }
    }
    return nil
  }

  /// A cell just made, made tappable by the collection view.
  private func made(_ cell: UIView) -> UIView {
    collectionView.prepare(cell)
    return cell
  }

  /// The item a cell shows, if it is on screen.
  public func itemIdentifier(for cell: UIView) -> ItemIdentifier? {
    cells.first { $0.value.madeCell === cell }?.key
  }

  private func makeKey() -> String {
    nextKey += 1
    return "r\(nextKey)"
  }
}
