import Foundation

/// A shape that can be drawn shrunk by a margin on every side, which is what lets it be
/// outlined on its inside edge with ``InsettableShape/strokeBorder(_:lineWidth:antialiased:)``.
///
/// ```swift
/// Circle()
///   .strokeBorder(Color.orange, lineWidth: 24)   // the ring stays inside the circle's frame
/// ```
///
/// The built-in shapes (``Rectangle``, ``RoundedRectangle``, ``Capsule``, ``Circle``,
/// ``Ellipse``) are insettable, and so is their inset shape.
public protocol InsettableShape: Shape {
  /// The type of the shape once inset.
  associatedtype InsetShape: InsettableShape
  /// This shape moved in by `amount` points on every side (out, for a negative amount).
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// The shape's outline drawn with `content` in `style`, inside the shape's edge: inset by
  /// half the line width, so the whole line stays within the space the shape is given.
  public func strokeBorder(
    _ content: some ShapeStyle, style: StrokeStyle, antialiased: Bool = true
  ) -> ShapeView<InsetShape> {
    inset(by: style.lineWidth / 2).stroke(content, style: style)
  }

  /// The shape's outline drawn in the foreground colour in `style`, inside the shape's edge.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ShapeView<InsetShape> {
    inset(by: style.lineWidth / 2).stroke(style: style)
  }

  /// The shape's outline drawn with `content`, `lineWidth` points wide, inside the shape's
  /// edge.
  public func strokeBorder(
    _ content: some ShapeStyle, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> ShapeView<InsetShape> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// The shape's outline drawn in the foreground colour, `lineWidth` points wide, inside the
  /// shape's edge.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView<
    InsetShape
  > {
    strokeBorder(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

/// A built-in shape moved in by a margin on every side, as
/// ``InsettableShape/inset(by:)`` makes it.
///
/// The browser still draws it natively, at whatever size the shape is given: the margin is
/// taken off in CSS, and a rounded rectangle's corners shrink with it.
public struct InsetBuiltInShape<Base: InsettableShape>: InsettableShape {
  /// The shape before it was inset.
  public let base: Base
  /// How far the shape is moved in on every side, in points.
  public let amount: CGFloat

  /// The base shape's outline in `rect` made smaller by ``amount`` on every side.
  public func path(in rect: CGRect) -> Path {
    base.path(in: rect.insetBy(dx: amount, dy: amount))
  }

  /// The base shape inset by this margin and `amount` more.
  public func inset(by amount: CGFloat) -> InsetBuiltInShape<Base> {
    InsetBuiltInShape(base: base, amount: self.amount + amount)
  }
}

extension InsetBuiltInShape: NativeSVGShape {
  func svgGeometry() -> SVGGeometry {
    guard let native = base as? any InsetSVGShape else {
      // Not a shape this module draws natively: draw its inset path, stretched like any
      // custom shape's.
      let data = path(in: ShapeRenderer.nominalRect).svgPathData
      return SVGGeometry(
        tag: "path", attributes: ["d": data, "vector-effect": "non-scaling-stroke"],
        viewBox: "0 0 100 100")
    }
    return native.svgGeometry(inset: Double(amount))
  }
}

/// A built-in shape the browser can draw inset by a margin, sized in CSS.
@MainActor
protocol InsetSVGShape {
  /// The native element drawing this shape moved in by `inset` points on every side.
  func svgGeometry(inset: Double) -> SVGGeometry
}

/// CSS pieces shared by the inset geometries.
private enum InsetCSS {
  /// `inset` points as a CSS length.
  static func points(_ inset: Double) -> String { "\(SVGNumber.format(inset))px" }

  /// A rectangle of the whole box less `inset` on every side, with `extra` declarations.
  static func rect(inset: Double, extra: String = "") -> SVGGeometry {
    let margin = points(inset)
    let twice = points(2 * inset)
    return SVGGeometry(
      tag: "rect", attributes: [:],
      style: "x: \(margin); y: \(margin); width: max(0px, calc(100% - \(twice)));"
        + " height: max(0px, calc(100% - \(twice)));\(extra)")
  }
}

extension Rectangle: InsettableShape, InsetSVGShape {
  /// The rectangle moved in by `amount` on every side.
  public func inset(by amount: CGFloat) -> InsetBuiltInShape<Rectangle> {
    InsetBuiltInShape(base: self, amount: amount)
  }

  func svgGeometry(inset: Double) -> SVGGeometry { InsetCSS.rect(inset: inset) }
}

extension RoundedRectangle: InsettableShape, InsetSVGShape {
  /// The rounded rectangle moved in by `amount` on every side, its corners as much tighter.
  public func inset(by amount: CGFloat) -> InsetBuiltInShape<RoundedRectangle> {
    InsetBuiltInShape(base: self, amount: amount)
  }

  func svgGeometry(inset: Double) -> SVGGeometry {
    let margin = InsetCSS.points(inset)
    let rx = InsetCSS.points(Double(max(cornerSize.width, 0)))
    let ry = InsetCSS.points(Double(max(cornerSize.height, 0)))
    return InsetCSS.rect(
      inset: inset,
      extra: " rx: max(0px, calc(min(\(rx), 50cqmin) - \(margin)));"
        + " ry: max(0px, calc(min(\(ry), 50cqmin) - \(margin)));")
  }
}

extension Capsule: InsettableShape, InsetSVGShape {
  /// The capsule moved in by `amount` on every side.
  public func inset(by amount: CGFloat) -> InsetBuiltInShape<Capsule> {
    InsetBuiltInShape(base: self, amount: amount)
  }

  func svgGeometry(inset: Double) -> SVGGeometry {
    let radius = "max(0px, calc(50cqmin - \(InsetCSS.points(inset))))"
    return InsetCSS.rect(inset: inset, extra: " rx: \(radius); ry: \(radius);")
  }
}

extension Circle: InsettableShape, InsetSVGShape {
  /// The circle with its radius made `amount` smaller, still centred.
  public func inset(by amount: CGFloat) -> InsetBuiltInShape<Circle> {
    InsetBuiltInShape(base: self, amount: amount)
  }

  func svgGeometry(inset: Double) -> SVGGeometry {
    SVGGeometry(
      tag: "circle", attributes: ["cx": "50%", "cy": "50%"],
      style: "r: max(0px, calc(50cqmin - \(InsetCSS.points(inset))));")
  }
}

extension Ellipse: InsettableShape, InsetSVGShape {
  /// The ellipse moved in by `amount` on every side.
  public func inset(by amount: CGFloat) -> InsetBuiltInShape<Ellipse> {
    InsetBuiltInShape(base: self, amount: amount)
  }

  func svgGeometry(inset: Double) -> SVGGeometry {
    let margin = InsetCSS.points(inset)
    return SVGGeometry(
      tag: "ellipse", attributes: ["cx": "50%", "cy": "50%"],
      style: "rx: max(0px, calc(50% - \(margin))); ry: max(0px, calc(50% - \(margin)));")
  }
}
