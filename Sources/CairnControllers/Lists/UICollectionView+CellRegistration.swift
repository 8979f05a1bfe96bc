extension UICollectionView {
  /// How cells of one kind are configured for their items: made with
  /// `dequeueConfiguredReusableCell(using:for:item:)` from a data source's cell provider.
  ///
  /// ```swift
  /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
  ///   cell, indexPath, item in
  ///   var content = cell.defaultContentConfiguration()
  ///   content.text = item.name
  ///   cell.contentConfiguration = content
  /// }
  /// ```
  @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a cell for an item at an index path.
    public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

    let handler: Handler

    /// A registration configuring cells with `handler`.
    public init(handler: @escaping Handler) {
      self.handler = handler
    }
  }
}

/// What a collection view tells about the user's selections; every method has a default.
@MainActor
public protocol UICollectionViewDelegate: AnyObject {
  /// Whether the item at `indexPath` may be selected.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// The user selected the item at `indexPath`.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// Every item may be selected.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { UICollectionViewDelegateDefaults.shouldSelect }

  /// Nothing happens on selection.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
}

/// What a collection view's delegate answers when it does not say otherwise.
enum UICollectionViewDelegateDefaults {
  /// Every item may be selected.
  static let shouldSelect = true
}
