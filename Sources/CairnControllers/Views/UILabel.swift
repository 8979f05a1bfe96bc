import CairnWeb

/// Text set imperatively: `label.text = model.title`, in a font, colour and alignment.
@MainActor
open class UILabel: UIView {
  /// The text shown; `nil` shows nothing.
  public var text: String? {
    didSet { if text != oldValue { setNeedsDisplay() } }
  }
  /// The font; body text unless set.
  public var font: UIFont! {
    get { ownFont ?? .preferredFont(forTextStyle: .body) }
    set { ownFont = newValue }
  }
  /// The text's colour; the label colour unless set.
  public var textColor: UIColor! {
    get { ownTextColor ?? .label }
    set { ownTextColor = newValue }
  }
  /// How lines of text are aligned.
  public var textAlignment: NSTextAlignment = .natural {
    didSet { if textAlignment != oldValue { setNeedsDisplay() } }
  }
  /// The most lines shown (0: as many as the text needs). Two or more clamp the text; the
  /// default, 1, is not enforced: a long line wraps rather than being cut in a narrow window.
  public var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { setNeedsDisplay() } }
  }
  /// Whether the font follows the user's text size (it always does in a browser).
  public var adjustsFontForContentSizeCategory = false
  private var ownFont: UIFont? {
    didSet { if ownFont != oldValue { setNeedsDisplay() } }
  }
  private var ownTextColor: UIColor? {
    didSet { if ownTextColor != oldValue { setNeedsDisplay() } }
  }

  /// A label with no text.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A label showing `text` (the layer's own spelling).
  public convenience init(text: String) {
    self.init()
    self.text = text
  }

  /// Draws the text.
  open override func draw(in context: RenderContext) -> [Node] {
    var nodes = context.render(Text(text ?? ""))
    guard let index = nodes.firstIndex(where: { $0.tag != nil }) else { return nodes }
    var css = ""
    if let ownFont { css += ownFont.cssDeclarations }
    if let ownTextColor { css += "color: \(ownTextColor.cssValue);" }
    if let alignment = textAlignment.cssValue { css += "display: block; text-align: \(alignment);" }
    if numberOfLines > 1 {
      css +=
        "display: -webkit-box; -webkit-box-orient: vertical; "
        + "-webkit-line-clamp: \(numberOfLines); overflow: hidden;"
    }
    if !css.isEmpty { nodes[index].attributes["style", default: ""] += css }
    return nodes
  }
}

/// How lines of text are aligned.
public enum NSTextAlignment: Int, Sendable {
  /// Along the left edge.
  case left
  /// Centred.
  case center
  /// Along the right edge.
  case right
  /// Stretched to both edges.
  case justified
  /// Along the leading edge of the text's script.
  case natural

  /// The CSS `text-align` value, `nil` for the natural alignment.
  var cssValue: String? {
    switch self {
    case .left: "left"
    case .center: "center"
    case .right: "right"
    case .justified: "justify"
    case .natural: nil
    }
  }
}
