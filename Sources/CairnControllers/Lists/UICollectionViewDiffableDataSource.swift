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
  /// Makes the cell for an item.
  public typealias CellProvider = @MainActor (ItemIdentifier) -> UIView
  /// Makes the cell for an item, or, for a reconfigured item, updates the cell it already
  /// has (handed in) and returns it.
  public typealias ReusingCellProvider = @MainActor (_ existing: UIView?, ItemIdentifier) -> UIView

  private let collectionView: UICollectionView
  private let cellProvider: ReusingCellProvider
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

  /// A data source for `collectionView`, making cells with `cellProvider`.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = { _, item in cellProvider(item) }
  }

  /// A data source for `collectionView` whose provider also updates cells in place: a
  /// reconfigured item keeps its cell and its place on the page, so only what the provider
  /// changes in the cell is patched (as UIKit's `reconfigureItems` does).
  public init(
    collectionView: UICollectionView,
    reusingCellProvider cellProvider: @escaping ReusingCellProvider
  ) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
  }

  /// Shows `snapshot`: cells for items that stay are kept (a reconfigured one is handed to
  /// the provider again), new items get new cells, and cells of items that left are released.
  public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>) {
    applyCount += 1
    var kept: [ItemIdentifier: UICollectionView.Row] = [:]
    var sections: [UICollectionView.Section] = []
    for section in snapshot.sectionIdentifiers {
      let rows = snapshot.itemIdentifiers(inSection: section).map { item in
        let row: UICollectionView.Row
        if let existing = cells[item] {
          row =
            snapshot.reconfiguredItemIdentifiers.contains(item)
            ? UICollectionView.Row(key: existing.key, cell: cellProvider(existing.cell, item))
            : existing
        } else {
          row = UICollectionView.Row(key: makeKey(), cell: cellProvider(nil, item))
        }
        kept[item] = row
        return row
      }
      let key = sectionKeys[section] ?? makeKey()
      sectionKeys[section] = key
      sections.append(
        UICollectionView.Section(key: key, header: sectionHeaderProvider?(section), rows: rows))
    }
    cells = kept
    self.snapshot = snapshot
    collectionView.sections = sections
  }

  /// The item a cell shows, if it is on screen.
  public func itemIdentifier(for cell: UIView) -> ItemIdentifier? {
    cells.first { $0.value.cell === cell }?.key
  }

  private func makeKey() -> String {
    nextKey += 1
    return "r\(nextKey)"
  }
}
