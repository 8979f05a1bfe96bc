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
  /// How the text is drawn: its colour and font (`nil` keeps the list's).
  public var textProperties = TextProperties()
  /// How the secondary text is drawn.
  public var secondaryTextProperties = TextProperties()

  /// The colour and font of one of the configuration's texts.
  public struct TextProperties: Hashable, Sendable {
    /// The text's colour.
    public var color: UIColor?
    /// The text's font.
    public var font: UIFont?

    /// Text drawn as the list draws it.
    public init() {}
  }

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
    // A value cell's secondary text sits at the trailing edge; a subtitle cell's texts sit
    // along the leading edge.
    texts.alignment = isValueCell ? .center : .leading
    if isValueCell { texts.distribution = .equalSpacing }
    if let text {
      let label = UILabel(text: text)
      if let color = textProperties.color { label.textColor = color }
      if let font = textProperties.font { label.font = font }
      texts.addArrangedSubview(label)
    }
    if let secondaryText {
      let secondary = UILabel(text: secondaryText)
      secondary.textColor = secondaryTextProperties.color ?? .secondaryLabel
      if let font = secondaryTextProperties.font { secondary.font = font }
      texts.addArrangedSubview(secondary)
    }
    row.addArrangedSubview(texts)
    return row
  }
}
