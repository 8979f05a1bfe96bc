import CairnControllers
import CaseStudyFeatures

/// A network's row: a checkmark when joined, the name (tap to join), a lock when secured, the
/// signal, and an info button. Built once per network and updated in place when the network
/// changes (``update(network:isSelected:)``), so a changed signal patches one icon.
final class NetworkCell: UIStackView {
  private let checkmark = UIImageView(systemName: "checkmark", accessibilityLabel: "Joined")
  private let name = UILabel()
  private let row: UIButton
  private let lock = UIImageView(systemName: "lock.fill", accessibilityLabel: "Secured")
  private let signal = UIImageView(systemName: "wifi")
  private let info: UIButton

  init(
    tapped: @escaping @MainActor () -> Void,
    infoTapped: @escaping @MainActor () -> Void
  ) {
    row = UIButton(action: tapped)
    info = UIButton(systemImage: "info.circle", action: infoTapped)
    super.init(axis: .horizontal)
    row.contentView = UIStackView(arrangedSubviews: [checkmark, name], axis: .horizontal)
    addArrangedSubview(row)
    addArrangedSubview(lock)
    addArrangedSubview(signal)
    addArrangedSubview(info)
  }

  /// Shows `network`, joined or not.
  func update(network: Network, isSelected: Bool) {
    checkmark.isHidden = !isSelected
    name.text = network.name
    row.accessibilityLabel = isSelected ? "\(network.name), joined" : "Join \(network.name)"
    lock.isHidden = !network.isSecured
    signal.variableValue = network.connectivity
    signal.accessibilityLabel = "Signal \(Int((network.connectivity * 100).rounded())) %"
    info.accessibilityLabel = "Details of \(network.name)"
  }
}
