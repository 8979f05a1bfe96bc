import Cairn
import CairnWeb

/// A control for choosing a colour: the browser's colour input. Choosing sets
/// ``selectedColor`` and sends `.valueChanged`; made with a binding
/// (`UIColorWell(selectedColor: $model.color)`), the colour is the model's, both ways.
///
/// The browser's picker chooses opaque colours in sRGB, so a chosen colour has no opacity and
/// a dynamic colour is shown as its light appearance.
@MainActor
open class UIColorWell: UIControl {
  /// The title of the picker, and the well's accessible name.
  public var title: String? {
    didSet { if title != oldValue { setNeedsDisplay() } }
  }
  /// Whether the picker offers opacity (the browser's does not; kept for UIKit's sake).
  public var supportsAlpha = true
  private let controlValue = ControlValue<UIColor?>(nil)

  /// A colour well with no colour chosen.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A colour well bound to `selectedColor`.
  public convenience init(frame: CGRect = .zero, selectedColor: UIBinding<UIColor?>) {
    self.init()
    self.frame = frame
    bind(selectedColor: selectedColor)
  }

  /// Binds the well to `selectedColor` until the returned token is cancelled: choosing writes
  /// the binding, and the binding changing shows the new colour.
  @discardableResult
  public func bind(selectedColor: UIBinding<UIColor?>) -> ObserveToken {
    defer { setNeedsDisplay() }
    return controlValue.bind(selectedColor)
  }

  /// The chosen colour. Setting it sends no event.
  public var selectedColor: UIColor? {
    get { controlValue.value }
    set {
      controlValue.set(newValue)
      setNeedsDisplay()
    }
  }

  /// Chooses `color`, as the user does: the colour changes, then `.valueChanged` is sent.
  public func userChose(_ color: UIColor) {
    guard isEnabled else { return }
    selectedColor = color
    sendActions(for: .valueChanged)
  }

  /// Draws a colour input showing the chosen colour (black when there is none); a value from
  /// the browser that is not a `#rrggbb` colour is ignored.
  open override func draw(in context: RenderContext) -> [Node] {
    var attributes = context.on("input") { [weak self] payload in
      guard let text = payload.value, let color = UIColor(hexRGB: text) else { return }
      self?.userChose(color)
    }
    attributes["type"] = "color"
    attributes["class"] = "uicolorwell"
    attributes["value"] = selectedColor?.hexRGB ?? "#000000"
    attributes["aria-label"] = title ?? "Colour"
    if !isEnabled { attributes["disabled"] = "" }
    return [.element("input", attributes)]
  }
}

extension UIColor {
  /// A colour from a CSS `#rrggbb` string, as a colour input gives one.
  convenience init?(hexRGB text: String) {
    let digits = Array(text.utf8)
    guard digits.count == 7, digits[0] == UInt8(ascii: "#"),
      let value = Int(String(decoding: digits[1...], as: UTF8.self), radix: 16)
    else { return nil }
    self.init(
      red: CGFloat((value >> 16) & 0xff) / 255, green: CGFloat((value >> 8) & 0xff) / 255,
      blue: CGFloat(value & 0xff) / 255, alpha: 1)
  }

  /// The light appearance as `#rrggbb`, when it is written as a hex or `rgb()`/`rgba()`
  /// colour; `nil` for colours the layer cannot read back (mixes, CSS names).
  var hexRGB: String? {
    var css = light.trimmingCharacters(in: .whitespaces)
    if css.hasPrefix("#") {
      css.removeFirst()
      if css.count == 3 { css = css.map { "\($0)\($0)" }.joined() }
      guard css.count == 6 || css.count == 8, Int(css, radix: 16) != nil else { return nil }
      return "#" + css.prefix(6).lowercased()
    }
    guard css.hasPrefix("rgb"), let open = css.firstIndex(of: "("),
      let close = css.lastIndex(of: ")")
    else { return nil }
    let channels = css[css.index(after: open)..<close].split(separator: ",").prefix(3).compactMap {
      Int($0.trimmingCharacters(in: .whitespaces))
    }
    guard channels.count == 3, channels.allSatisfy({ (0...255).contains($0) }) else { return nil }
    return "#" + channels.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}
