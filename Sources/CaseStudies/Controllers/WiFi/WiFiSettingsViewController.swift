import Cairn
import CairnControllers
import CaseStudyFeatures

/// The Wi-Fi settings as a UIKit list: a collection view controller with an inset-grouped
/// list layout, cells configured by a cell registration, and a diffable data source whose
/// snapshot is rebuilt whenever what it reads from the model changes.
///
/// The first section holds the Wi-Fi switch and, under it, the network joined; the second the
/// other networks found. Tapping a network row joins it (a secured one asks for its password
/// in a sheet); its info button pushes its detail.
public final class WiFiSettingsViewController: UICollectionViewController {
  /// The model the screen shows.
  @UIBindable public var model: WiFiSettingsModel
  /// The list's data source (public so a test can count its snapshots).
  public private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
  private var scanning: Task<Void, Never>?
  /// The networks as the list last showed them, to tell which rows to reconfigure.
  private var shownNetworks: [Network.ID: Network] = [:]

  /// The list's sections.
  public enum Section: Hashable, Sendable {
    /// The switch, and the network joined.
    case top
    /// The other networks found.
    case found
  }

  /// The list's rows. Networks are identified by id, so a network whose signal changes keeps
  /// its row, which is reconfigured in place.
  public enum Item: Hashable, Sendable {
    /// The Wi-Fi switch.
    case isOn
    /// The network joined, under the switch.
    case selected(Network.ID)
    /// A network found.
    case found(Network.ID)

    /// The network the row shows, if it shows one.
    public var networkID: Network.ID? {
      switch self {
      case .isOn: nil
      case .selected(let id), .found(let id): id
      }
    }
  }

  /// The settings of `model`.
  public init(model: WiFiSettingsModel) {
    self.model = model
    super.init(
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
  }

  isolated deinit {
    // A tab that closes never says its screen disappeared: the scan stops with the screen.
    scanning?.cancel()
  }

  /// Registers the cells, makes the data source, and binds the list and the destinations to
  /// the model.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Wi-Fi"

    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      [weak self] cell, _, item in
      self?.configure(cell, for: item)
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    dataSource.sectionHeaderProvider = { section in section == .found ? "Networks" : nil }

    observe { [weak self] in
      guard let self else { return }
      dataSource.apply(makeSnapshot(), animatingDifferences: true)
    }

    present(item: $model.destination.connect) { connect in
      UINavigationController(rootViewController: ConnectToNetworkViewController(model: connect))
    }
    navigationDestination(item: $model.destination.detail) { detail in
      NetworkDetailViewController(model: detail)
    }
  }

  /// Starts following the scanner while the screen is up.
  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard scanning == nil else { return }
    let model = model
    scanning = Task { await model.task() }
  }

  /// Stops following the scanner.
  public override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    scanning?.cancel()
    scanning = nil
  }

  /// The switch's row cannot be selected (its switch is the control); every network row can.
  public override func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    dataSource.itemIdentifier(for: indexPath)?.networkID != nil
  }

  /// A network row was tapped: the model joins it, or asks for its password.
  public override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let network = dataSource.itemIdentifier(for: indexPath).flatMap(network(for:)) else {
      return
    }
    model.networkTapped(network)
  }

  /// What the list shows. It reads whether Wi-Fi is on, the networks found and the one
  /// joined, and nothing else, so a change of destination applies no snapshot. Rows whose
  /// network changed since the last snapshot are reconfigured.
  func makeSnapshot() -> NSDiffableDataSourceSnapshot<Section, Item> {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.top])
    snapshot.appendItems([.isOn], toSection: .top)
    guard model.isOn else { return snapshot }
    if let selected = model.selectedNetwork {
      snapshot.appendItems([.selected(selected.id)], toSection: .top)
    }
    snapshot.appendSections([.found])
    snapshot.appendItems(model.otherNetworks.map { .found($0.id) }, toSection: .found)

    let networks = model.foundNetworks
    let changed = networks.filter { network in
      shownNetworks[network.id].map { $0 != network } ?? false
    }
    snapshot.reconfigureItems(changed.flatMap { [Item.selected($0.id), .found($0.id)] })
    shownNetworks = Dictionary(networks.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
    return snapshot
  }

  private func network(for item: Item) -> Network? {
    guard let id = item.networkID else { return nil }
    return model.foundNetworks.first { $0.id == id }
  }

  /// Fills `cell` for `item`: the switch row, or a network row.
  private func configure(_ cell: UICollectionViewListCell, for item: Item) {
    var content = cell.defaultContentConfiguration()
    switch item {
    case .isOn:
      content.text = "Wi-Fi"
      let toggle = UISwitch(isOn: $model.isOn)
      toggle.accessibilityLabel = "Wi-Fi"
      cell.accessories = [
        .customView(
          configuration: UICellAccessory.CustomViewConfiguration(
            customView: toggle, placement: .trailing(displayed: .always)))
      ]
    case .selected, .found:
      guard let network = network(for: item) else {
        cell.accessories = []
        break
      }
      content.text = network.name
      cell.accessories = accessories(for: network, isJoined: item == .selected(network.id))
    }
    cell.contentConfiguration = content
  }

  /// A network row's accessories: a checkmark before the name when joined; after it, a lock
  /// when secured, the signal, and the info button.
  private func accessories(for network: Network, isJoined: Bool) -> [UICellAccessory] {
    var accessories: [UICellAccessory] = []
    if isJoined {
      let checkmark = UIImageView(image: UIImage(systemName: "checkmark"))
      checkmark.accessibilityLabel = "Joined"
      accessories.append(
        .customView(
          configuration: UICellAccessory.CustomViewConfiguration(
            customView: checkmark, placement: .leading(displayed: .always),
            reservedLayoutWidth: .actual, tintColor: .tintColor)))
    }
    if network.isSecured {
      let lock = UIImageView(image: UIImage(systemName: "lock.fill"))
      lock.accessibilityLabel = "Secured"
      accessories.append(
        .customView(
          configuration: UICellAccessory.CustomViewConfiguration(
            customView: lock, placement: .trailing(displayed: .always), tintColor: .label)))
    }
    let signal = UIImageView(
      image: UIImage(systemName: "wifi", variableValue: network.connectivity))
    signal.accessibilityLabel = "Signal \(Int((network.connectivity * 100).rounded())) %"
    accessories.append(
      .customView(
        configuration: UICellAccessory.CustomViewConfiguration(
          customView: signal, placement: .trailing(displayed: .always), tintColor: .label)))
    accessories.append(
      .detail(displayed: .always) { [weak self] in
        self?.model.infoButtonTapped(network: network)
      })
    return accessories
  }
}
