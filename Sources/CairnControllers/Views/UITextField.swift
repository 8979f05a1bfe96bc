import CairnWeb

/// A text field bound two-way to a string; a secure one hides what is typed.
///
/// ```swift
/// let password = UITextField(placeholder: "Password", text: $model.password)
/// password.isSecureTextEntry = true
/// ```
@MainActor
open class UITextField: UIView {
  /// The field's name, shown while it is empty and announced by screen readers.
  public var placeholder: String {
    didSet { if placeholder != oldValue { setNeedsDisplay() } }
  }
  /// Whether what is typed is hidden (a password).
  public var isSecureTextEntry = false {
    didSet { if isSecureTextEntry != oldValue { setNeedsDisplay() } }
  }
  /// The text the field shows and writes.
  public let text: UIBinding<String>

  /// A field named `placeholder` bound to `text`.
  public init(placeholder: String, text: UIBinding<String>) {
    self.placeholder = placeholder
    self.text = text
    super.init()
  }

  /// Draws a text or password field.
  open override func draw(in context: RenderContext) -> [Node] {
    isSecureTextEntry
      ? context.render(SecureField(placeholder, text: text))
      : context.render(TextField(placeholder, text: text))
  }
}
