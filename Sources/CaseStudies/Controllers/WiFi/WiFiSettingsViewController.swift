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

  /// The list's sections.
  public enum Section: Hashable, Sendable {
    /// The network joined.
    case selected
    /// The other networks found.
    case found
  }

  /// The list's rows: a network, as joined or as found.
  public enum Item: Hashable, Sendable {
    /// The joined network, on top with a checkmark.
    case selected(Network)
    /// A network found.
    case found(Network)

    var network: Network {
      switch self {
      case .selected(let network), .found(let network): network
      }
    }
  }

  /// The settings of `model`.
  public init(model: WiFiSettingsModel) {
    self.model = model
    super.init()
  }

  /// Builds the switch and the list, and binds them and the destinations to the model.
  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Wi-Fi"
    let wifiSwitch = UISwitch(title: "Wi-Fi", isOn: $model.isOn)
    let list = UICollectionView()
    let dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: list) {
      [weak self] item in
      self?.makeCell(for: item) ?? UIView()
    }
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
  func makeSnapshot() -> NSDiffableDataSourceSnapshot<Section, Item> {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    if let selected = model.selectedNetwork {
      snapshot.appendSections([.selected])
      snapshot.appendItems([.selected(selected)], toSection: .selected)
    }
    snapshot.appendSections([.found])
    snapshot.appendItems(model.otherNetworks.map(Item.found), toSection: .found)
    return snapshot
  }

  private func makeCell(for item: Item) -> UIView {
    NetworkCell(
      network: item.network,
      isSelected: { if case .selected = item { true } else { false } }(),
      tapped: { [weak self] in self?.model.networkTapped(item.network) },
      infoTapped: { [weak self] in self?.model.infoButtonTapped(network: item.network) }
    )
  }
}
