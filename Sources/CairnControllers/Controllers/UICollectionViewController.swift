/// A controller whose view is a collection view, and which is its delegate: override
/// `collectionView(_:didSelectItemAt:)` to act on a tap.
///
/// ```swift
/// final class NetworksViewController: UICollectionViewController {
///   init() {
///     super.init(collectionViewLayout: .list(using: .init(appearance: .insetGrouped)))
///   }
/// }
/// ```
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDelegate {
  /// The controller's collection view, which is also its view.
  public var collectionView: UICollectionView!

  /// A controller with a collection view laid out by `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    super.init(nibName: nil, bundle: nil)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.delegate = self
    self.collectionView = collectionView
  }

  /// Makes the collection view the controller's view.
  open override func loadView() {
    view = collectionView
  }

  // The delegate methods are declared here, not only in the protocol's extension, so that a
  // subclass can `override` them as UIKit code does; the defaults are the protocol's.

  /// Whether the item at `indexPath` may be selected; by default, yes.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { UICollectionViewDelegateDefaults.shouldSelect }

  /// The user selected the item at `indexPath`; by default, nothing happens.
  open func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
}
