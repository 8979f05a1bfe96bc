/// A list row's standard content: an image, a text and a secondary text.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = network.name
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
  /// The image before the text.
  public var image: UIImage?
  /// The main text.
  public var text: String?
  /// A second, dimmer text.
  public var secondaryText: String?
  /// Whether the secondary text sits after the text on the same line (a value cell).
  let isValueCell: Bool

  init(isValueCell: Bool = false) {
    self.isValueCell = isValueCell
  }

  /// The content of an ordinary list cell.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A cell with the secondary text under the text.
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  /// A cell with the secondary text at the trailing edge.
  public static func valueCell() -> UIListContentConfiguration {
    UIListContentConfiguration(isValueCell: true)
  }

  /// A view showing the image, the text and the secondary text.
  @MainActor
  public func makeContentView() -> UIView {
    let row = UIStackView(axis: .horizontal)
    if let image { row.addArrangedSubview(UIImageView(image: image)) }
    let texts = UIStackView(axis: isValueCell ? .horizontal : .vertical)
    if let text { texts.addArrangedSubview(UILabel(text: text)) }
    if let secondaryText {
      let secondary = UILabel(text: secondaryText)
      secondary.textColor = .secondaryLabel
      texts.addArrangedSubview(secondary)
    }
    row.addArrangedSubview(texts)
    return row
  }
}
