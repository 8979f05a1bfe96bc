import Cairn

/// A look for buttons that keeps their usual behaviour: draw the label as you like, and a
/// tap still runs the button's action.
///
/// ```swift
/// struct PillButtonStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.padding(8).background(Color.accentColor)
///   }
/// }
/// ```
///
/// Set it for the buttons in a view with ``View/buttonStyle(_:)-(ButtonStyle)``.
@MainActor
public protocol ButtonStyle {
  /// The type of view a button is drawn as.
  associatedtype Body: View
  /// The view a button with `configuration` is drawn as, inside the clickable `<button>`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style is given to draw.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` draws a button from.
@MainActor
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: PrimitiveView {
    let piece: RenderedPiece

    /// Draws the button's label here.
    public func render(in context: RenderContext) -> [Node] { piece.draw(context) }
  }

  /// The button's role, if it has one (a destructive or cancel button).
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// Whether the button is being pressed: always `false`, since a press is drawn by the
  /// browser (the `:active` state), not re-rendered by the server.
  public let isPressed: Bool
}

/// A style that decides how a button is drawn and what triggers it: call
/// `configuration.trigger()` to run the button's action.
///
/// The built-in styles, `.automatic`, `.bordered`, `.borderedProminent`, `.borderless` and
/// `.plain`, are primitive button styles.
@MainActor
public protocol PrimitiveButtonStyle {
  /// The type of view a button is drawn as.
  associatedtype Body: View
  /// The view a button with `configuration` is drawn as (in place of the button).
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style is given to draw.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` draws a button from.
@MainActor
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: PrimitiveView {
    let piece: RenderedPiece

    /// Draws the button's label here.
    public func render(in context: RenderContext) -> [Node] { piece.draw(context) }
  }

  /// The button's role, if it has one.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  let action: @MainActor () -> Void

  /// Runs the button's action, as a tap on it would.
  public func trigger() {
    action()
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button made from a primitive style's configuration: its label, role and action.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
  }
}

/// A built-in button style: the button is drawn as itself, with a class the stylesheet
/// knows.
protocol BuiltInButtonStyle {
  nonisolated var cssClass: String? { get }
}

/// The style of a button where nothing else was asked for: plain text in the tint colour.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The default style.
  nonisolated public init() {}
  /// The button itself.
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
  nonisolated var cssClass: String? { nil }
}

/// A tinted, rounded background behind the title: a secondary action that reads as a button.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The bordered style.
  nonisolated public init() {}
  /// The button itself.
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
  nonisolated var cssClass: String? { "style-bordered" }
}

/// Filled with the tint colour: the screen's primary action.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The prominent style.
  nonisolated public init() {}
  /// The button itself.
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
  nonisolated var cssClass: String? { "style-prominent" }
}

/// The title in the tint colour with no background (what `.automatic` draws outside lists).
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The borderless style.
  nonisolated public init() {}
  /// The button itself.
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
  nonisolated var cssClass: String? { nil }
}

/// No tint and no background: the label as it is.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  /// The plain style.
  nonisolated public init() {}
  /// The button itself.
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
  nonisolated var cssClass: String? { "style-plain" }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default for where the button is: plain text in the tint colour.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A tinted, rounded background behind the title.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// Filled with the tint colour: the screen's primary action.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The title in the tint colour, with no background.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// No tint and no background: the label as it is.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The button style set for a subtree, whatever its type.
struct AnyButtonStyle: Equatable {
  /// How a button is drawn under the style.
  enum Kind {
    /// A built-in style: the button itself, with this class.
    case builtIn(String?)
    /// A ``ButtonStyle``: its body inside the button.
    case custom(@MainActor (RenderContext, ButtonStyleConfiguration) -> [Node])
    /// A ``PrimitiveButtonStyle`` of the app's: its body in place of the button.
    case primitive(@MainActor (RenderContext, PrimitiveButtonStyleConfiguration) -> [Node])
  }

  let kind: Kind
  let identity: StyleIdentity

  @MainActor
  init<Style: PrimitiveButtonStyle>(_ style: Style) {
    identity = StyleIdentity(style)
    if let builtIn = style as? any BuiltInButtonStyle {
      kind = .builtIn(builtIn.cssClass)
    } else {
      kind = .primitive { context, configuration in
        context.render(style.makeBody(configuration: configuration))
      }
    }
  }

  @MainActor
  init<Style: ButtonStyle>(_ style: Style) {
    identity = StyleIdentity(style)
    kind = .custom { context, configuration in
      context.render(style.makeBody(configuration: configuration))
    }
  }

  static func == (lhs: AnyButtonStyle, rhs: AnyButtonStyle) -> Bool {
    lhs.identity == rhs.identity
  }
}

extension View {
  /// Draws the buttons in this view in `style`, one of the built-in styles (`.bordered`,
  /// `.borderedProminent`, `.plain`…) or a primitive style of your own.
  public func buttonStyle(_ style: some PrimitiveButtonStyle) -> ModifiedView<Self> {
    let style = AnyButtonStyle(style)
    return modified { context, content in
      context.with(\.controlStyles.button, style).render(content)
    }
  }

  /// Draws the buttons in this view with `style`'s body inside each button.
  public func buttonStyle(_ style: some ButtonStyle) -> ModifiedView<Self> {
    let style = AnyButtonStyle(style)
    return modified { context, content in
      context.with(\.controlStyles.button, style).render(content)
    }
  }
}
