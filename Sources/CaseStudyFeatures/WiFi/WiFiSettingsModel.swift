import Cairn
import Dependencies
import Foundation

/// The Wi-Fi settings screen: the switch, the network joined, the networks found, and where
/// the screen has gone (the connect sheet or a network's detail).
@MainActor @Observable
public final class WiFiSettingsModel {
  /// Whether Wi-Fi is on; the list hides while it is off.
  public var isOn: Bool
  /// The networks found, in the order found.
  public var foundNetworks: [Network]
  /// The network joined, if any.
  public var selectedNetworkID: Network.ID?
  /// Where the screen has gone.
  public var destination: Destination? {
    didSet { bind() }
  }

  /// Where the screen goes.
  @CasePathable @dynamicMemberLookup
  public enum Destination {
    /// The sheet that asks for a secured network's password.
    case connect(ConnectToNetworkModel)
    /// A network's detail, pushed.
    case detail(NetworkDetailModel)
  }

  @ObservationIgnored @Dependency(\.networkScanner) private var scanner

  /// The screen over `foundNetworks`.
  public init(
    isOn: Bool = true,
    foundNetworks: [Network] = Network.mocks,
    selectedNetworkID: Network.ID? = nil,
    destination: Destination? = nil
  ) {
    self.isOn = isOn
    self.foundNetworks = foundNetworks
    self.selectedNetworkID = selectedNetworkID
    self.destination = destination
    bind()
  }

  /// The network joined, while it is among those found.
  public var selectedNetwork: Network? {
    selectedNetworkID.flatMap { id in foundNetworks.first { $0.id == id } }
  }

  /// The networks found other than the one joined, strongest signal first.
  public var otherNetworks: [Network] {
    foundNetworks.filter { $0.id != selectedNetworkID }
      .sorted { $0.connectivity > $1.connectivity }
  }

  /// Follows the scanner while the screen is up: each list replaces the found networks, except
  /// that the network joined stays listed even when a scan misses it.
  public func task() async {
    for await networks in scanner.scan() {
      var found = networks
      if let selected = selectedNetwork, !found.contains(where: { $0.id == selected.id }) {
        found.insert(selected, at: 0)
      }
      foundNetworks = found
    }
  }

  /// A network row was tapped: a secured network asks for its password, an open one is joined
  /// at once.
  public func networkTapped(_ network: Network) {
    guard network.id != selectedNetworkID else { return }
    if network.isSecured {
      destination = .connect(
        withDependencies(from: self) { ConnectToNetworkModel(network: network) })
    } else {
      selectedNetworkID = network.id
    }
  }

  /// A row's info button: the network's detail.
  public func infoButtonTapped(network: Network) {
    destination = .detail(withDependencies(from: self) { NetworkDetailModel(network: network) })
  }

  /// Gives the child its callbacks; they hold this model weakly.
  private func bind() {
    switch destination {
    case .connect(let connect):
      connect.onConnect = { [weak self] network in
        self?.selectedNetworkID = network.id
        self?.destination = nil
      }
      connect.onCancel = { [weak self] in self?.destination = nil }
    case .detail(let detail):
      detail.onConfirmForget = { [weak self, weak detail] in
        guard let self, let detail else { return }
        if selectedNetworkID == detail.network.id { selectedNetworkID = nil }
        destination = nil
      }
    case nil:
      break
    }
  }
}
