import Cairn
import CairnControllers
import CaseStudyFeatures

/// The Wi-Fi settings, written as a UIKit developer would: the switch and the list are built
/// once in `viewDidLoad`, the list is re-snapshotted in an `observe` that reads only what the
/// snapshot shows, and the connect sheet and detail are driven by the model's destination.
public final class WiFiSettingsViewController: UIViewController {
  /// The model the screen shows.
  @UIBindable public var model: WiFiSettingsModel
  /// The list's data source (public so a test can count its snapshots).
  public private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Item>?
  private var scanning: Task<Void, Never>?
  /// The networks as the list last showed them, to tell which rows to reconfigure.
  private var shownNetworks: [Network.ID: Network] = [:]

  /// The list's sections.
  public enum Section: Hashable, Sendable {
    /// The network joined.
    case selected
    /// The other networks found.
    case found
  }

  /// The list's rows, identified by network: as joined or as found. A network whose details
  /// change keeps its row, which is reconfigured in place.
  public enum Item: Hashable, Sendable {
    /// The joined network, on top with a checkmark.
    case selected(Network.ID)
    /// A network found.
    case found(Network.ID)

    var networkID: Network.ID {
      switch self {
      case .selected(let id), .found(let id): id
      }
    }
  }

  /// The settings of `model`.
  public init(model: WiFiSettingsModel) {
    self.model = model
    super.init()
  }

  isolated deinit {
    // A tab that closes never says its screen disappeared: the scan stops with the screen.
    scanning?.cancel()
  }

  /// Builds the switch and the list, and binds them and the destinations to the model.
  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Wi-Fi"
    let wifiSwitch = UISwitch(title: "Wi-Fi", isOn: $model.isOn)
    let list = UICollectionView()
    let dataSource = UICollectionViewDiffableDataSource<Section, Item>(
      collectionView: list,
      reusingCellProvider: { [weak self] cell, item in
        self?.cell(cell, for: item) ?? UIView()
      }
    )
    dataSource.sectionHeaderProvider = { section in section == .found ? "Networks" : nil }
    self.dataSource = dataSource
    view.addSubview(UIStackView(arrangedSubviews: [wifiSwitch]))
    view.addSubview(list)

    observe { [weak self] in
      guard let self else { return }
      list.isHidden = !model.isOn
    }
    observe { [weak self] in
      guard let self else { return }
      dataSource.apply(makeSnapshot())
    }

    present(item: $model.destination.connect) { connect in
      UINavigationController(
        rootViewController: ConnectToNetworkViewController(model: connect.wrappedValue))
    }
    pushViewController(item: $model.destination.detail) { detail in
      NetworkDetailViewController(model: detail.wrappedValue)
    }
  }

  /// Starts following the scanner while the screen is up.
  public override func viewDidAppear() {
    super.viewDidAppear()
    guard scanning == nil else { return }
    let model = model
    scanning = Task { await model.task() }
  }

  /// Stops following the scanner.
  public override func viewDidDisappear() {
    super.viewDidDisappear()
    scanning?.cancel()
    scanning = nil
  }

  /// The snapshot of what the list shows; it reads only the found networks and the selection.
  /// Rows whose network changed since the last snapshot are reconfigured.
  func makeSnapshot() -> NSDiffableDataSourceSnapshot<Section, Item> {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    if let selected = model.selectedNetwork {
      snapshot.appendSections([.selected])
      snapshot.appendItems([.selected(selected.id)], toSection: .selected)
    }
    let others = model.otherNetworks
    snapshot.appendSections([.found])
    snapshot.appendItems(others.map { .found($0.id) }, toSection: .found)
    let networks = model.foundNetworks
    snapshot.reconfigureItems(
      networks.filter { network in shownNetworks[network.id].map { $0 != network } ?? false }
        .flatMap { [Item.selected($0.id), Item.found($0.id)] })
    shownNetworks = Dictionary(networks.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
    return snapshot
  }

  /// The cell for `item`: `existing` updated in place, or a new one.
  private func cell(_ existing: UIView?, for item: Item) -> UIView {
    let id = item.networkID
    let cell =
      existing as? NetworkCell
      ?? NetworkCell(
        tapped: { [weak self] in
          guard let self, let network = model.foundNetworks.first(where: { $0.id == id }) else {
            return
          }
          model.networkTapped(network)
        },
        infoTapped: { [weak self] in
          guard let self, let network = model.foundNetworks.first(where: { $0.id == id }) else {
            return
          }
          model.infoButtonTapped(network: network)
        })
    if let network = model.foundNetworks.first(where: { $0.id == id }) {
      cell.update(
        network: network, isSelected: { if case .selected = item { true } else { false } }())
    }
    return cell
  }
}
