import Foundation

/// An outline a view can draw: say what it is with ``path(in:)``, and use it as a view,
/// filled with ``fill(_:style:)`` or outlined with ``stroke(_:lineWidth:)``.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       path.closeSubpath()
///     }
///   }
/// }
/// ```
///
/// A shape takes all the space it is given (a frame's, or a ``ZStack``'s cell) and is drawn
/// as SVG, in the foreground colour unless it is filled with something else. The built-in
/// shapes are drawn exactly at whatever size the browser gives them. A shape of your own is
/// drawn from its path in a 100 × 100 rectangle, stretched to the space it gets, with lines
/// that keep their width: the browser, not the server, knows the final size.
public protocol Shape: PrimitiveView {
  /// The outline of this shape in `rect`.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// Draws the shape filled with the foreground colour.
  public func render(in context: RenderContext) -> [Node] {
    [ShapeRenderer.node(for: self, paint: .fill(nil, FillStyle()))]
  }

  /// The shape filled with `content` (the foreground colour by default).
  public func fill(
    _ content: some ShapeStyle = ForegroundStyle(), style: FillStyle = FillStyle()
  ) -> ShapeView<Self> {
    ShapeView(shape: self, paint: .fill(ShapeRenderer.css(content), style))
  }

  /// The shape's outline drawn with `content`, `lineWidth` points wide, centred on the
  /// outline.
  public func stroke(_ content: some ShapeStyle, lineWidth: CGFloat = 1) -> ShapeView<Self> {
    ShapeView(
      shape: self, paint: .stroke(ShapeRenderer.css(content), StrokeStyle(lineWidth: lineWidth)))
  }

  /// The shape's outline drawn with `content` in `style`.
  public func stroke(_ content: some ShapeStyle, style: StrokeStyle) -> ShapeView<Self> {
    ShapeView(shape: self, paint: .stroke(ShapeRenderer.css(content), style))
  }

  /// The shape's outline drawn in the foreground colour, `lineWidth` points wide.
  public func stroke(lineWidth: CGFloat = 1) -> ShapeView<Self> {
    ShapeView(shape: self, paint: .stroke(nil, StrokeStyle(lineWidth: lineWidth)))
  }

  /// The shape's outline drawn in the foreground colour in `style`.
  public func stroke(style: StrokeStyle) -> ShapeView<Self> {
    ShapeView(shape: self, paint: .stroke(nil, style))
  }

  /// The part of the shape's outline between fractions `from` and `to` of its length (a
  /// circle starts at the middle of its trailing side and runs clockwise).
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<
    Self
  > {
    TrimmedShape(base: self, from: Double(startFraction), to: Double(endFraction))
  }
}

/// A shape drawn with a fill or a stroke, as ``Shape/fill(_:style:)`` and
/// ``Shape/stroke(_:lineWidth:)`` make it.
public struct ShapeView<Content: Shape>: PrimitiveView {
  let shape: Content
  let paint: ShapePaint

  /// Renders the shape as SVG, painted.
  public func render(in context: RenderContext) -> [Node] {
    [ShapeRenderer.node(for: shape, paint: paint)]
  }
}

/// How a shape is painted: filled or stroked, with a CSS colour or (`nil`) the foreground
/// colour.
enum ShapePaint {
  case fill(String?, FillStyle)
  case stroke(String?, StrokeStyle)
}

/// Something a shape can be filled or stroked with: a ``Color``, or the foreground style.
public protocol ShapeStyle: Sendable {}

/// A shape style the browser can paint with.
protocol CSSPaint {
  /// The CSS value to paint with.
  var cssPaint: String { get }
}

extension Color: ShapeStyle, CSSPaint {
  var cssPaint: String { css }
}

/// The foreground colour (the text colour where the view is) as a shape style.
public struct ForegroundStyle: ShapeStyle, CSSPaint {
  /// The foreground style.
  public init() {}
  var cssPaint: String { "currentColor" }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground colour where the view is.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// How a shape's inside is decided when it is filled.
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule decides what is inside (otherwise the non-zero winding rule).
  public var isEOFilled: Bool
  /// Whether edges are smoothed (always, in a browser).
  public var isAntialiased: Bool

  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
}

/// How the end of an open line is drawn.
public enum CGLineCap: Int32, Hashable, Sendable {
  /// Square, ending where the line ends.
  case butt
  /// Rounded, past the end by half the line's width.
  case round
  /// Square, past the end by half the line's width.
  case square
}

/// How two segments of a line meet.
public enum CGLineJoin: Int32, Hashable, Sendable {
  /// A sharp corner (cut off past the miter limit).
  case miter
  /// A rounded corner.
  case round
  /// A cut-off corner.
  case bevel
}

/// How a shape's outline is drawn: its width, its ends and corners, its dashes.
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the line, in points.
  public var lineWidth: CGFloat
  /// How open ends are drawn.
  public var lineCap: CGLineCap
  /// How corners are drawn.
  public var lineJoin: CGLineJoin
  /// How far a sharp corner may reach, in line widths, before it is cut off.
  public var miterLimit: CGFloat
  /// Lengths of dashes and gaps, alternately; empty for a solid line.
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// A stroke style.
  public init(
    lineWidth: CGFloat = 1,
    lineCap: CGLineCap = .butt,
    lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10,
    dash: [CGFloat] = [],
    dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
