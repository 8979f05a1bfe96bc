import Foundation

/// A rectangle filling the space it is given.
public struct Rectangle: Shape, NativeSVGShape {
  /// A rectangle.
  public init() {}

  /// The outline of `rect`.
  public func path(in rect: CGRect) -> Path { Path(rect) }

  func svgGeometry() -> SVGGeometry {
    SVGGeometry(tag: "rect", attributes: ["width": "100%", "height": "100%"])
  }
}

/// How a rounded rectangle's corners curve.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles (or ellipses).
  case circular
  /// A smoother curve, drawn as circular in a browser.
  case continuous
}

/// A rectangle with rounded corners, filling the space it is given.
public struct RoundedRectangle: Shape, NativeSVGShape {
  /// The size of each corner's curve.
  public var cornerSize: CGSize
  /// How the corners curve.
  public var style: RoundedCornerStyle

  /// A rectangle whose corners are rounded with radius `cornerRadius`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
    self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  /// A rectangle whose corners are curved `cornerSize` across and down.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// The outline of `rect` with rounded corners (at most half its shorter side).
  public func path(in rect: CGRect) -> Path {
    let limit = min(abs(rect.width), abs(rect.height)) / 2
    return Path(
      roundedRect: rect,
      cornerSize: CGSize(width: min(cornerSize.width, limit), height: min(cornerSize.height, limit))
    )
  }

  func svgGeometry() -> SVGGeometry {
    let rx = SVGNumber.format(Double(max(cornerSize.width, 0)))
    let ry = SVGNumber.format(Double(max(cornerSize.height, 0)))
    return SVGGeometry(
      tag: "rect", attributes: ["width": "100%", "height": "100%"],
      style: "rx: min(\(rx)px, 50cqmin); ry: min(\(ry)px, 50cqmin);")
  }
}

/// A rectangle whose short sides are half circles, filling the space it is given.
public struct Capsule: Shape, NativeSVGShape {
  /// How the ends curve.
  public var style: RoundedCornerStyle

  /// A capsule.
  public init(style: RoundedCornerStyle = .circular) {
    self.style = style
  }

  /// The outline of `rect` with its short sides rounded into half circles.
  public func path(in rect: CGRect) -> Path {
    let radius = min(abs(rect.width), abs(rect.height)) / 2
    return Path(roundedRect: rect, cornerRadius: radius)
  }

  func svgGeometry() -> SVGGeometry {
    SVGGeometry(
      tag: "rect", attributes: ["width": "100%", "height": "100%"],
      style: "rx: 50cqmin; ry: 50cqmin;")
  }
}

/// A circle as wide as the shorter side of the space it is given, centred in it.
public struct Circle: Shape, NativeSVGShape {
  /// A circle.
  public init() {}

  /// The circle centred in `rect` whose diameter is its shorter side.
  public func path(in rect: CGRect) -> Path {
    let side = min(abs(rect.width), abs(rect.height))
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }

  func svgGeometry() -> SVGGeometry {
    SVGGeometry(tag: "circle", attributes: ["cx": "50%", "cy": "50%"], style: "r: 50cqmin;")
  }
}

/// An ellipse filling the space it is given.
public struct Ellipse: Shape, NativeSVGShape {
  /// An ellipse.
  public init() {}

  /// The ellipse that fits in `rect`.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

  func svgGeometry() -> SVGGeometry {
    SVGGeometry(
      tag: "ellipse", attributes: ["cx": "50%", "cy": "50%", "rx": "50%", "ry": "50%"])
  }
}

extension Path: NativeSVGShape {
  func svgGeometry() -> SVGGeometry {
    SVGGeometry(tag: "path", attributes: ["d": svgPathData])
  }
}
