/// What a list shows: sections, and in each the identifiers of its items, in order. Build one
/// from the state, then hand it to ``UICollectionViewDiffableDataSource/apply(_:)``.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
/// snapshot.appendSections([.selected, .found])
/// snapshot.appendItems(model.foundNetworks.map(Item.found), toSection: .found)
/// dataSource.apply(snapshot)
/// ```
public struct NSDiffableDataSourceSnapshot<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
  /// The sections, in order.
  public private(set) var sectionIdentifiers: [SectionIdentifier] = []
  private var itemsBySection: [SectionIdentifier: [ItemIdentifier]] = [:]
  /// Items whose cells are to be made again even though their identifiers did not change.
  public private(set) var reconfiguredItemIdentifiers: Set<ItemIdentifier> = []

  /// An empty snapshot.
  public init() {}

  /// Adds sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifier]) {
    for identifier in identifiers where itemsBySection[identifier] == nil {
      sectionIdentifiers.append(identifier)
      itemsBySection[identifier] = []
    }
  }

  /// Adds items at the end of `section` (the last section when `nil`). An item already in the
  /// snapshot is not added again: identifiers are unique, as in UIKit.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifier],
    toSection section: SectionIdentifier? = nil
  ) {
    guard let section = section ?? sectionIdentifiers.last, itemsBySection[section] != nil else {
      return
    }
    let present = Set(itemIdentifiers)
    var seen = Set<ItemIdentifier>()
    for identifier in identifiers where !present.contains(identifier) {
      guard seen.insert(identifier).inserted else { continue }
      itemsBySection[section]?.append(identifier)
    }
  }

  /// Asks for the cells of `identifiers` to be made again on apply.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifier]) {
    reconfiguredItemIdentifiers.formUnion(identifiers)
  }

  /// The items of `section`, in order.
  public func itemIdentifiers(inSection section: SectionIdentifier) -> [ItemIdentifier] {
    itemsBySection[section] ?? []
  }

  /// Every item, section by section.
  public var itemIdentifiers: [ItemIdentifier] {
    sectionIdentifiers.flatMap { itemsBySection[$0] ?? [] }
  }

  /// How many items there are.
  public var numberOfItems: Int { itemIdentifiers.count }
}

extension NSDiffableDataSourceSnapshot: Equatable {
  /// Snapshots are equal when they list the same sections and items in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sectionIdentifiers == rhs.sectionIdentifiers
      && lhs.itemsBySection == rhs.itemsBySection
      && lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
  }
}
