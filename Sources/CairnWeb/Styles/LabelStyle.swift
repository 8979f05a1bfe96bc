/// A way of drawing a ``Label`` from its title and icon.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack { configuration.title; configuration.icon }
///   }
/// }
///
/// extension LabelStyle where Self == TrailingIconLabelStyle {
///   static var trailingIcon: Self { Self() }
/// }
/// ```
///
/// Set it for the labels in a view with ``View/labelStyle(_:)``.
@MainActor
public protocol LabelStyle {
  /// The type of view a label is drawn as.
  associatedtype Body: View
  /// The view a label with `configuration` is drawn as.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style is given to draw.
  typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` draws a label from: its title and its icon, as views.
@MainActor
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: PrimitiveView {
    let piece: RenderedPiece

    /// Draws the title here.
    public func render(in context: RenderContext) -> [Node] { piece.draw(context) }
  }

  /// The label's icon, as a view.
  public struct Icon: PrimitiveView {
    let piece: RenderedPiece

    /// Draws the icon here.
    public func render(in context: RenderContext) -> [Node] { piece.draw(context) }
  }

  /// The label's title.
  public let title: Title
  /// The label's icon.
  public let icon: Icon
}

/// The label style where nothing else was asked for: the icon, then the title.
public struct DefaultLabelStyle: LabelStyle {
  /// The default style.
  nonisolated public init() {}
  /// The icon and the title side by side.
  public func makeBody(configuration: Configuration) -> some View {
    LabelLayout(configuration: configuration, shows: .both)
  }
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The title-and-icon style.
  nonisolated public init() {}
  /// The icon and the title side by side.
  public func makeBody(configuration: Configuration) -> some View {
    LabelLayout(configuration: configuration, shows: .both)
  }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The title-only style.
  nonisolated public init() {}
  /// The title alone.
  public func makeBody(configuration: Configuration) -> some View {
    LabelLayout(configuration: configuration, shows: .title)
  }
}

/// Only the icon; the title stays, hidden, as the label's name for screen readers.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The icon-only style.
  nonisolated public init() {}
  /// The icon alone.
  public func makeBody(configuration: Configuration) -> some View {
    LabelLayout(configuration: configuration, shows: .icon)
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The default style: the icon, then the title.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, then the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// Only the title.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// Only the icon.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The built-in styles' drawing: `span.label` with the icon and the title, or one of them
/// (an icon-only label keeps its title for screen readers).
struct LabelLayout: PrimitiveView {
  enum Parts { case both, title, icon }
  let configuration: LabelStyleConfiguration
  let shows: Parts

  func render(in context: RenderContext) -> [Node] {
    let icon = context.render(configuration.icon)
    let title = context.render(configuration.title)
    switch shows {
    case .both:
      return [.element("span", ["class": "label"], children: icon + title)]
    case .title:
      return [.element("span", ["class": "label title-only"], children: title)]
    case .icon:
      return [.element("span", ["class": "label icon-only"], children: icon + title)]
    }
  }
}

/// The label style set for a subtree, whatever its type.
struct AnyLabelStyle: Equatable {
  let identity: StyleIdentity
  let draw: @MainActor (RenderContext, LabelStyleConfiguration) -> [Node]

  @MainActor
  init<Style: LabelStyle>(_ style: Style) {
    identity = StyleIdentity(style)
    draw = { context, configuration in
      context.render(style.makeBody(configuration: configuration))
    }
  }

  static func == (lhs: AnyLabelStyle, rhs: AnyLabelStyle) -> Bool {
    lhs.identity == rhs.identity
  }
}

extension LabelStyleConfiguration {
  /// Draws a label whose title and icon draw as `title` and `icon` in the style set where
  /// `context` is: what ``Label`` renders through.
  static func render(
    title: @escaping @MainActor (RenderContext) -> [Node],
    icon: @escaping @MainActor (RenderContext) -> [Node],
    in context: RenderContext
  ) -> [Node] {
    let configuration = LabelStyleConfiguration(
      title: Title(piece: RenderedPiece(draw: title)),
      icon: Icon(piece: RenderedPiece(draw: icon)))
    let style = context.environment.controlStyles.label ?? AnyLabelStyle(DefaultLabelStyle())
    return style.draw(context, configuration)
  }
}

extension View {
  /// Draws the labels in this view in `style`: `.titleAndIcon`, `.titleOnly`, `.iconOnly`,
  /// or a style of your own.
  public func labelStyle(_ style: some LabelStyle) -> ModifiedView<Self> {
    let style = AnyLabelStyle(style)
    return modified { context, content in
      context.with(\.controlStyles.label, style).render(content)
    }
  }
}
