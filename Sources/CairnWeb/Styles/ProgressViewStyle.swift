/// A way of drawing a ``ProgressView`` from how far the work has got.
///
/// ```swift
/// struct PercentProgressStyle: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
///   }
/// }
/// ```
///
/// Set it for the progress views in a view with ``View/progressViewStyle(_:)``.
@MainActor
public protocol ProgressViewStyle {
  /// The type of view a progress view is drawn as.
  associatedtype Body: View
  /// The view a progress view with `configuration` is drawn as.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style is given to draw.
  typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` draws a progress view from.
@MainActor
public struct ProgressViewStyleConfiguration {
  /// The progress view's title, as a view.
  public struct Label: PrimitiveView {
    let piece: RenderedPiece

    /// Draws the title here.
    public func render(in context: RenderContext) -> [Node] { piece.draw(context) }
  }

  /// A view of the current value (the progress views here have none to offer).
  public struct CurrentValueLabel: PrimitiveView {
    let piece: RenderedPiece

    /// Draws the current value here.
    public func render(in context: RenderContext) -> [Node] { piece.draw(context) }
  }

  /// How far the work has got, from 0 to 1, or `nil` while that is unknown.
  public let fractionCompleted: Double?
  /// The progress view's title.
  public var label: Label?
  /// A view of the current value.
  public var currentValueLabel: CurrentValueLabel?
  /// The figures the progress view was made with, which the built-in bar writes as they are.
  let figures: ProgressFigures
}

/// The progress style where nothing else was asked for: a bar.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The default style.
  nonisolated public init() {}
  /// A bar.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressLayout(configuration: configuration, isCircular: false)
  }
}

/// A bar that fills from the leading edge.
public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The linear style.
  nonisolated public init() {}
  /// A bar.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressLayout(configuration: configuration, isCircular: false)
  }
}

/// A ring that fills clockwise from the top, or spins while the amount is unknown.
public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The circular style.
  nonisolated public init() {}
  /// A ring.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressLayout(configuration: configuration, isCircular: true)
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default style: a bar.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A ring, or a spinner while the amount is unknown.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// What a progress view hands its style: the configuration, and the figures the built-in
/// bar writes as they are (`value` and `max`).
struct ProgressFigures {
  let title: String
  let value: Double?
  let total: Double
}

/// The built-in styles' drawing: a `<progress>` bar, or an SVG ring with the progress bar
/// role.
struct ProgressLayout: PrimitiveView {
  let configuration: ProgressViewStyleConfiguration
  let isCircular: Bool

  func render(in context: RenderContext) -> [Node] {
    let figures = configuration.figures
    return isCircular ? ring(figures) : bar(figures)
  }

  private func bar(_ figures: ProgressFigures) -> [Node] {
    var attributes = ["class": "progress", "aria-label": figures.title]
    if let value = figures.value {
      attributes["value"] = String(min(max(value, 0), figures.total))
      attributes["max"] = String(figures.total)
    } else {
      attributes["class"] = "progress indeterminate"
    }
    return [.element("progress", attributes)]
  }

  private func ring(_ figures: ProgressFigures) -> [Node] {
    var attributes = [
      "class": "progress-ring", "role": "progressbar", "aria-label": figures.title,
    ]
    var arc = ["class": "progress-ring-arc", "cx": "12", "cy": "12", "r": "10", "pathLength": "1"]
    if let fraction = configuration.fractionCompleted {
      attributes["aria-valuemin"] = "0"
      attributes["aria-valuemax"] = "100"
      attributes["aria-valuenow"] = SVGNumber.format(fraction * 100)
      arc["stroke-dasharray"] = "\(SVGNumber.format(fraction)) 2"
    } else {
      attributes["class"] = "progress-ring indeterminate"
      arc["stroke-dasharray"] = "0.25 2"
    }
    let track = ["class": "progress-ring-track", "cx": "12", "cy": "12", "r": "10"]
    return [
      .element(
        "span", attributes,
        children: [
          .element(
            "svg", ["viewBox": "0 0 24 24", "aria-hidden": "true"],
            children: [.element("circle", track), .element("circle", arc)])
        ])
    ]
  }
}

/// The progress view style set for a subtree, whatever its type.
struct AnyProgressViewStyle: Equatable {
  let identity: StyleIdentity
  let draw: @MainActor (RenderContext, ProgressViewStyleConfiguration) -> [Node]

  @MainActor
  init<Style: ProgressViewStyle>(_ style: Style) {
    identity = StyleIdentity(style)
    draw = { context, configuration in
      // The style's body draws its progress views (`ProgressView(configuration)`) in the
      // automatic style, not in this one again.
      context.with(\.controlStyles.progressView, nil)
        .render(style.makeBody(configuration: configuration))
    }
  }

  static func == (lhs: AnyProgressViewStyle, rhs: AnyProgressViewStyle) -> Bool {
    lhs.identity == rhs.identity
  }
}

extension ProgressView {
  /// Work under way for an unknown time, as SwiftUI's `ProgressView()` writes it; screen
  /// readers call it "Loading".
  public init() {
    self.init("Loading")
  }

  /// Draws this progress view in the style set where `context` is.
  func renderStyled(in context: RenderContext) -> [Node] {
    let fraction = value.map { total > 0 ? min(max($0 / total, 0), 1) : 0 }
    let title = title
    let configuration = ProgressViewStyleConfiguration(
      fractionCompleted: fraction,
      label: ProgressViewStyleConfiguration.Label(
        piece: RenderedPiece { _ in
          [.element("span", ["class": "progress-label"], children: [.text(title)])]
        }),
      currentValueLabel: nil,
      figures: ProgressFigures(title: title, value: value, total: total))
    let style =
      context.environment.controlStyles.progressView
      ?? AnyProgressViewStyle(DefaultProgressViewStyle())
    return style.draw(context, configuration)
  }
}

extension View {
  /// Draws the progress views in this view in `style`: `.linear`, `.circular`, or a style of
  /// your own.
  public func progressViewStyle(_ style: some ProgressViewStyle) -> ModifiedView<Self> {
    let style = AnyProgressViewStyle(style)
    return modified { context, content in
      context.with(\.controlStyles.progressView, style).render(content)
    }
  }
}
