/// A label beside a value, as in a form's row: SwiftUI's `LabeledContent`, drawn as a row with
/// the title at the leading edge and the content at the trailing edge.
///
/// ```swift
/// LabeledContent("Get number fact") {
///   if model.isLoading { ProgressView() }
/// }
/// ```
public struct LabeledContent<Content: View>: View {
  let title: String
  let content: Content

  /// A row titled `title` showing `content`.
  public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.content = content()
  }

  /// The title, a flexible space, and the content.
  public var body: some View {
    HStack {
      Text(title)
      Spacer()
      content
    }
  }
}

extension LabeledContent where Content == Text {
  /// A row titled `title` showing the text `value`.
  public init(_ title: some StringProtocol, value: some StringProtocol) {
    self.init(title) { Text(value) }
  }
}

/// How a text field is drawn, as SwiftUI's `TextFieldStyle` is. The page draws every text
/// field with its one field style, so a style is accepted and the field drawn as usual.
public protocol TextFieldStyle: Sendable {}

/// The platform's field style.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The default style.
  public init() {}
}

/// A field with a rounded border: the page's own field look.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The rounded-border style.
  public init() {}
}

/// A field with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// The plain style.
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's field style.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A field with a rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A field with no decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension View {
  /// Draws the text fields inside this view in `style`; the page has one field look, so the
  /// view is drawn unchanged.
  public func textFieldStyle(_ style: some TextFieldStyle) -> ModifiedView<Self> {
    modified { context, content in context.render(content) }
  }
}
