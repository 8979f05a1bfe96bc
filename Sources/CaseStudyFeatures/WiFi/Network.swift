import Foundation

/// A Wi-Fi network the scanner found.
public struct Network: Hashable, Identifiable, Sendable {
  /// The network's identity.
  public let id: UUID
  /// Its name (SSID).
  public var name: String
  /// Whether joining needs a password.
  public var isSecured: Bool
  /// How strong its signal is, 0 to 1.
  public var connectivity: Double

  /// A network.
  public init(id: UUID, name: String, isSecured: Bool = true, connectivity: Double = 1) {
    self.id = id
    self.name = name
    self.isSecured = isSecured
    self.connectivity = connectivity
  }
}

extension Network {
  /// The networks a scan finds at first; their ids are fixed, so links to them work in any
  /// tab.
  public static let mocks: [Network] = [
    Network(
      id: UUID(uuidString: "0B1C2D3E-0000-4000-8000-000000000001")!, name: "nachos",
      isSecured: true, connectivity: 0.5),
    Network(
      id: UUID(uuidString: "0B1C2D3E-0000-4000-8000-000000000002")!, name: "nachos 5G",
      isSecured: true, connectivity: 0.75),
    Network(
      id: UUID(uuidString: "0B1C2D3E-0000-4000-8000-000000000003")!, name: "Blob's World",
      isSecured: false, connectivity: 0.25),
    Network(
      id: UUID(uuidString: "0B1C2D3E-0000-4000-8000-000000000004")!, name: "Blob Jr's World",
      isSecured: true, connectivity: 1),
    Network(
      id: UUID(uuidString: "0B1C2D3E-0000-4000-8000-000000000005")!, name: "Blob Sr's World",
      isSecured: false, connectivity: 0.6),
  ]

  /// Names the live scanner gives the networks it makes up.
  public static let goofyNames = [
    "HamiltonVille", "404NotFound", "Pretty Fly for a Wi-Fi", "The LAN Before Time",
    "Bill Wi the Science Fi", "Tell My Wi-Fi Love Her", "Abraham Linksys",
    "Drop It Like Its Hotspot",
    "Wu-Tang LAN", "FBI Surveillance Van 4",
  ]
}
