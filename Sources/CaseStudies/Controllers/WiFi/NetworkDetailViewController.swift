import Cairn
import CairnControllers
import CaseStudyFeatures

/// A network's detail as a UIKit list: "Forget network" in a section of its own, then the
/// network's security and signal. Forgetting asks first, in an alert controller made from the
/// model's alert state.
public final class NetworkDetailViewController: UICollectionViewController {
  /// The model the screen shows.
  @UIBindable public var model: NetworkDetailModel
  private var dataSource: UICollectionViewDiffableDataSource<Section, Row>!

  /// The detail's sections.
  enum Section: Hashable {
    case forget
    case about
  }

  /// The detail's rows.
  enum Row: Hashable {
    case forget
    case security
    case signal
  }

  /// The detail of `model`.
  public init(model: NetworkDetailModel) {
    self.model = model
    super.init(
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
  }

  /// Fills the list and binds the forget confirmation to the model.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = model.network.name

    let network = model.network
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> {
      cell, _, row in
      switch row {
      case .forget:
        var content = cell.defaultContentConfiguration()
        content.text = "Forget network"
        content.textProperties.color = .tintColor
        cell.contentConfiguration = content
      case .security:
        var content = UIListContentConfiguration.valueCell()
        content.text = "Security"
        content.secondaryText = network.isSecured ? "WPA2/WPA3 Personal" : "None"
        content.secondaryTextProperties.color = .readableSecondaryLabel
        cell.contentConfiguration = content
      case .signal:
        var content = UIListContentConfiguration.valueCell()
        content.text = "Signal"
        content.secondaryText = "\(Int((network.connectivity * 100).rounded())) %"
        content.secondaryTextProperties.color = .readableSecondaryLabel
        cell.contentConfiguration = content
      }
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, row in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
    }
    dataSource.sectionHeaderProvider = { section in section == .about ? "Network" : nil }

    var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
    snapshot.appendSections([.forget, .about])
    snapshot.appendItems([.forget], toSection: .forget)
    snapshot.appendItems([.security, .signal], toSection: .about)
    dataSource.apply(snapshot, animatingDifferences: false)

    present(item: $model.alert, id: \.id) { [weak self] state in
      UIAlertController(state: state) { action in self?.model.alertButtonTapped(action) }
    }
  }

  /// Only "Forget network" can be tapped; the other rows show facts.
  public override func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    dataSource.itemIdentifier(for: indexPath) == .forget
  }

  /// "Forget network" was tapped: the model asks for confirmation.
  public override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard dataSource.itemIdentifier(for: indexPath) == .forget else { return }
    model.forgetNetworkButtonTapped()
  }
}
