import CairnControllers
import CaseStudyFeatures

/// A network's row: a checkmark when joined, the name (tap to join), a lock when secured, the
/// signal, and an info button.
final class NetworkCell: UIStackView {
  init(
    network: Network,
    isSelected: Bool,
    tapped: @escaping @MainActor () -> Void,
    infoTapped: @escaping @MainActor () -> Void
  ) {
    super.init(axis: .horizontal)
    let name = UIStackView(axis: .horizontal)
    if isSelected {
      name.addArrangedSubview(UIImageView(systemName: "checkmark", accessibilityLabel: "Joined"))
    }
    name.addArrangedSubview(UILabel(text: network.name))
    let row = UIButton(action: tapped)
    row.contentView = name
    row.accessibilityLabel = isSelected ? "\(network.name), joined" : "Join \(network.name)"
    addArrangedSubview(row)
    if network.isSecured {
      addArrangedSubview(UIImageView(systemName: "lock.fill", accessibilityLabel: "Secured"))
    }
    addArrangedSubview(
      UIImageView(
        systemName: "wifi", variableValue: network.connectivity,
        accessibilityLabel: "Signal \(Int((network.connectivity * 100).rounded())) %"))
    let info = UIButton(systemImage: "info.circle", action: infoTapped)
    info.accessibilityLabel = "Details of \(network.name)"
    addArrangedSubview(info)
  }
}
