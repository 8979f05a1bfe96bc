import CairnWeb

/// Text set imperatively: `label.text = model.title`.
@MainActor
open class UILabel: UIView {
  /// The text shown.
  public var text: String {
    didSet { if text != oldValue { setNeedsDisplay() } }
  }
  /// The text style.
  public var font: Font = .body {
    didSet { if font != oldValue { setNeedsDisplay() } }
  }

  /// A label showing `text`.
  public init(text: String = "") {
    self.text = text
    super.init()
  }

  /// Draws the text.
  open override func draw(in context: RenderContext) -> [Node] {
    context.render(Text(text).font(font))
  }
}
