import CairnWeb

/// A line of editable text. Typing sets ``text`` and sends `.editingChanged`; made with a
/// binding (`UITextField(text: $model.password)`), its text is the model's, both ways.
///
/// ```swift
/// let password = UITextField(text: $model.password)
/// password.placeholder = "Password"
/// password.isSecureTextEntry = true
/// ```
@MainActor
open class UITextField: UIControl {
  /// How the field's edge is drawn.
  public enum BorderStyle: Int, Sendable {
    /// No border.
    case none
    /// A thin line.
    case line
    /// A bezel.
    case bezel
    /// A rounded rectangle.
    case roundedRect
  }

  /// The text shown while the field is empty; also the field's accessible name.
  public var placeholder: String? {
    didSet { if placeholder != oldValue { setNeedsDisplay() } }
  }
  /// Whether what is typed is hidden (a password).
  public var isSecureTextEntry = false {
    didSet { if isSecureTextEntry != oldValue { setNeedsDisplay() } }
  }
  /// How the field's edge is drawn.
  public var borderStyle: BorderStyle = .none {
    didSet { if borderStyle != oldValue { setNeedsDisplay() } }
  }
  /// The colour of the text.
  public var textColor: UIColor? {
    didSet { if textColor != oldValue { setNeedsDisplay() } }
  }
  /// The font of the text.
  public var font: UIFont? {
    didSet { if font != oldValue { setNeedsDisplay() } }
  }
  /// Whether the field asked to take the keyboard focus when it is drawn.
  public private(set) var isFirstResponder = false
  private let value = ControlValue("")
  /// Whether the field takes the focus back (an alert that covered it closed while it was the
  /// first responder); cleared when the focus leaves it.
  private var isRestoringFocus = false {
    didSet { if isRestoringFocus != oldValue { setNeedsDisplay() } }
  }
  /// The tie of the field's focus to a model, made by `bind(focus:equals:)`.
  var focusTie: FocusTie? {
    didSet { setNeedsDisplay() }
  }

  /// An empty field.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A field bound to `text`: typing writes the binding, and the binding changing changes
  /// the field.
  public convenience init(frame: CGRect = .zero, text: UIBinding<String>) {
    self.init()
    self.frame = frame
    bind(text: text)
  }

  /// Binds the field to `text` until the returned token is cancelled: typing writes the
  /// binding, and the binding changing changes the field.
  @discardableResult
  public func bind(text: UIBinding<String>) -> ObserveToken {
    defer { setNeedsDisplay() }
    return value.bind(text)
  }

  /// A field named `placeholder` bound to `text` (the layer's own spelling).
  public convenience init(placeholder: String, text: UIBinding<String>) {
    self.init(text: text)
    self.placeholder = placeholder
  }

  /// The text. Setting it changes the field without sending `.editingChanged` (for a bound
  /// field, it writes the binding); setting `nil` empties it.
  public var text: String? {
    get { value.value }
    set {
      value.set(newValue ?? "")
      setNeedsDisplay()
    }
  }

  /// Asks for the keyboard focus: the field is focused when it is drawn.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    isFirstResponder = true
    setNeedsDisplay()
    return true
  }

  /// Takes the focus back after an alert that covered the field closed, as UIKit gives the
  /// first responder back: only while the field is the first responder and has no focus tie
  /// of its own (a tie decides its focus).
  func restoreFocusAfterAlert() {
    guard isFirstResponder, focusTie.map({ $0.flag.isCancelled }) ?? true else { return }
    isRestoringFocus = true
  }

  /// The first responder among `view` and the views inside it, if any.
  static func firstResponder(in view: UIView) -> UITextField? {
    if let field = view as? UITextField, field.isFirstResponder { return field }
    for subview in view.subviews {
      if let field = firstResponder(in: subview) { return field }
    }
    return nil
  }

  /// Gives up the keyboard focus.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    isFirstResponder = false
    setNeedsDisplay()
    return true
  }

  /// Types `text` into the field, as the user does: the text changes, then `.editingChanged`
  /// is sent.
  public func userTyped(_ text: String) {
    guard isEnabled else { return }
    self.text = text
    sendActions(for: .editingChanged)
  }

  /// Draws a text or password field.
  open override func draw(in context: RenderContext) -> [Node] {
    let value = UIBinding(
      get: { [weak self] in self?.text ?? "" },
      set: { [weak self] in self?.userTyped($0) })
    let name = placeholder ?? ""
    let field =
      isSecureTextEntry
      ? AnyView(SecureField(name, text: value).disabled(!isEnabled))
      : AnyView(TextField(name, text: value).disabled(!isEnabled))
    let tie = focusTie.flatMap { $0.flag.isCancelled ? nil : $0 }
    var nodes: [Node]
    if let tie {
      nodes = context.render(tie.apply(field))
    } else if isRestoringFocus {
      let restoring = UIBinding<Bool?>(
        get: { [weak self] in self?.isRestoringFocus == true ? true : nil },
        set: { [weak self] in if $0 == nil { self?.isRestoringFocus = false } })
      nodes = context.render(field.focused(restoring, equals: true))
    } else {
      nodes = context.render(field)
    }
    guard let index = nodes.firstIndex(where: { $0.tag != nil }) else { return nodes }
    var css = ""
    if borderStyle == .line { css += "border: 1px solid currentColor;" }
    if let textColor { css += "color: \(textColor.cssValue);" }
    if let font { css += font.cssDeclarations }
    if !css.isEmpty { nodes[index].attributes["style", default: ""] += css }
    if isFirstResponder { nodes[index].attributes["autofocus"] = "" }
    return nodes
  }
}
