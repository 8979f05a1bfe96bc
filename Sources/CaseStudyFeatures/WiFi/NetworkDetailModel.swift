import Cairn

/// A network's detail: its name and "Forget network", confirmed in an alert.
@MainActor @Observable
public final class NetworkDetailModel: Identifiable {
  /// The network shown.
  public let network: Network
  /// The confirmation, while shown.
  public var alert: AlertState<AlertAction>?

  /// What the alert's buttons do.
  public enum AlertAction: Equatable, Sendable {
    /// Forget the network.
    case confirmForget
  }

  @ObservationIgnored var onConfirmForget: @MainActor () -> Void = {}

  /// The detail of `network`.
  public init(network: Network) {
    self.network = network
  }

  /// "Forget network": asks first.
  public func forgetNetworkButtonTapped() {
    alert = AlertState {
      TextState("Forget Wi-Fi Network “\(network.name)”?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmForget) { TextState("Forget") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("Your device will no longer join this Wi-Fi network automatically.")
    }
  }

  /// An alert button was tapped.
  public func alertButtonTapped(_ action: AlertAction?) {
    alert = nil
    if action == .confirmForget { onConfirmForget() }
  }
}
