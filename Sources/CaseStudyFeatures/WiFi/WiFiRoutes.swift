import Cairn
import Dependencies
import Foundation

/// The Wi-Fi app's URLs: `/wifi` the settings; `/wifi/<network-id>` that network's detail
/// pushed (and the network joined); `/wifi/<network-id>/connect` its connect sheet. A link to
/// a network the scan has not found lands on the settings.
public enum WiFiRoute: Equatable, Sendable {
  /// The settings, nothing on top.
  case settings
  /// A network's detail.
  case detail(Network.ID)
  /// A network's connect sheet.
  case connect(Network.ID)

  /// The first path component of every Wi-Fi URL.
  public static let prefix = "wifi"

  /// Whether `link` is one of the Wi-Fi app's.
  public static func matches(_ link: DeepLink) -> Bool {
    link.pathComponents.first == prefix
  }

  /// The route `link` spells; anything unknown is the settings.
  public static func parse(_ link: DeepLink) -> WiFiRoute {
    let components = Array(link.pathComponents.dropFirst())
    guard let first = components.first, let id = UUID(uuidString: first) else { return .settings }
    switch components.count {
    case 1: return .detail(id)
    case 2 where components[1] == "connect": return .connect(id)
    default: return .settings
    }
  }

  /// The link that spells the route.
  public var deepLink: DeepLink {
    switch self {
    case .settings: DeepLink([Self.prefix])
    case .detail(let id): DeepLink([Self.prefix, id.uuidString])
    case .connect(let id): DeepLink([Self.prefix, id.uuidString, "connect"])
    }
  }
}

extension WiFiSettingsModel {
  /// The settings in the state `link` spells.
  public convenience init(deepLink link: DeepLink) {
    self.init()
    open(link)
  }

  /// Where the screen is, as a route.
  public var currentRoute: WiFiRoute {
    switch destination {
    case .connect(let model): .connect(model.network.id)
    case .detail(let model): .detail(model.network.id)
    case nil: .settings
    }
  }

  /// Where the screen is, as a link.
  public var deepLink: DeepLink {
    currentRoute.deepLink
  }

  /// Goes where `link` says, keeping the screen that is already there.
  public func open(_ link: DeepLink) {
    let route = WiFiRoute.parse(link)
    guard route != currentRoute else { return }
    switch route {
    case .settings:
      destination = nil
    case .detail(let id):
      guard let network = foundNetworks.first(where: { $0.id == id }) else {
        destination = nil
        return
      }
      selectedNetworkID = id
      destination = .detail(withDependencies(from: self) { NetworkDetailModel(network: network) })
    case .connect(let id):
      guard let network = foundNetworks.first(where: { $0.id == id }) else {
        destination = nil
        return
      }
      destination = .connect(
        withDependencies(from: self) { ConnectToNetworkModel(network: network) })
    }
  }
}
