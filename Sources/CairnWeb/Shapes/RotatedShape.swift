import Foundation

/// A shape turned by an angle about a point of its frame, as ``Shape/rotation(_:anchor:)``
/// makes it. It is still a shape: fill it, stroke it or trim it like any other.
///
/// ```swift
/// Arc(fraction: 0.25)
///   .rotation(.degrees(-90))          // start at the top instead of the trailing side
///   .stroke(Color.blue, lineWidth: 12)
/// ```
public struct RotatedShape<Content: Shape>: Shape {
  /// The shape before it was turned.
  public var shape: Content
  /// How far it is turned, clockwise on screen for a positive angle.
  public var angle: Angle
  /// The point of the frame it turns about, as fractions of the frame's width and height.
  public var anchor: UnitPoint

  /// `shape` turned by `angle` about `anchor`.
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  /// The shape's outline in `rect`, every point turned about the anchor.
  public func path(in rect: CGRect) -> Path {
    let pivot = CGPoint(
      x: rect.minX + CGFloat(anchor.x) * rect.width,
      y: rect.minY + CGFloat(anchor.y) * rect.height)
    let cosine = CGFloat(cos(angle.radians))
    let sine = CGFloat(sin(angle.radians))
    func turn(_ point: CGPoint) -> CGPoint {
      let dx = point.x - pivot.x
      let dy = point.y - pivot.y
      return CGPoint(x: pivot.x + dx * cosine - dy * sine, y: pivot.y + dx * sine + dy * cosine)
    }
    var result = Path()
    result.elements = shape.path(in: rect).elements.map { element in
      switch element {
      case .move(let point): .move(to: turn(point))
      case .line(let point): .line(to: turn(point))
      case .quadCurve(let point, let control): .quadCurve(to: turn(point), control: turn(control))
      case .curve(let point, let control1, let control2):
        .curve(to: turn(point), control1: turn(control1), control2: turn(control2))
      case .closeSubpath: .closeSubpath
      }
    }
    return result
  }
}

extension RotatedShape: NativeSVGShape {
  /// The turned shape's element with a CSS rotation about the anchor of its box, so a
  /// built-in shape stays exact at any size.
  func svgGeometry() -> SVGGeometry {
    var geometry = ShapeRenderer.geometry(of: shape)
    geometry.style +=
      " transform-box: view-box; transform-origin: \(anchor.cssOrigin);"
      + " transform: rotate(\(SVGNumber.format(angle.degrees))deg);"
    return geometry
  }
}

extension Shape {
  /// This shape turned by `angle` (clockwise on screen for a positive angle) about `anchor`,
  /// still a shape that can be filled, stroked or trimmed.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }
}
