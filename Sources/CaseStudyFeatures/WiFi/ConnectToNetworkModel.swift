import Cairn
import Dependencies

/// The sheet that joins a secured network: the password, joining, and the alert when the
/// password is wrong.
@MainActor @Observable
public final class ConnectToNetworkModel: Identifiable {
  /// The network to join.
  public let network: Network
  /// The password typed.
  public var password = ""
  /// Whether a join is under way.
  public private(set) var isConnecting = false
  /// "Incorrect password", while shown.
  public var incorrectPasswordAlert: AlertState<Never>?
  /// Whether the password field has the keyboard focus: it has it when the sheet opens, and
  /// gets it back when the "Incorrect password" alert closes, for another try.
  public var isPasswordFocused = true

  @ObservationIgnored var onConnect: @MainActor (Network) -> Void = { _ in }
  @ObservationIgnored var onCancel: @MainActor () -> Void = {}
  @ObservationIgnored @Dependency(\.continuousClock) private var clock

  /// The sheet for `network`.
  public init(network: Network) {
    self.network = network
  }

  /// "Join": takes a second, then joins, or, for a wrong password (fewer than 4
  /// characters), says so.
  public func joinButtonTapped() async {
    guard !isConnecting else { return }
    isConnecting = true
    try? await clock.sleep(for: .seconds(1))
    isConnecting = false
    if password.count < 4 {
      isPasswordFocused = false
      incorrectPasswordAlert = AlertState {
        TextState("Incorrect password for “\(network.name)”")
      } actions: {
        ButtonState(role: .cancel) { TextState("OK") }
      }
    } else {
      onConnect(network)
    }
  }

  /// The "Incorrect password" alert closed: the password field has the focus again.
  public func incorrectPasswordAlertDismissed() {
    isPasswordFocused = true
  }

  /// "Cancel": closes the sheet without joining.
  public func cancelButtonTapped() {
    onCancel()
  }
}
