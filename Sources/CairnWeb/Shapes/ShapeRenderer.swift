import Foundation

/// The SVG element that draws a shape, and how the `<svg>` around it maps coordinates.
struct SVGGeometry {
  /// The element's tag (`rect`, `circle`, `ellipse`, `path`).
  var tag: String
  /// Its geometry attributes.
  var attributes: [String: String]
  /// CSS for geometry the browser computes from the shape's size (container units).
  var style = ""
  /// A viewBox the drawing is stretched from, for paths computed at a nominal size.
  var viewBox: String?
  /// The fractions of the outline to draw, for a trimmed shape.
  var trim: Range<Double>?
}

/// A shape the browser can draw exactly at any size with a native SVG element.
@MainActor
protocol NativeSVGShape {
  func svgGeometry() -> SVGGeometry
}

/// Draws shapes as SVG inside a box that takes the space the shape is given.
///
/// The box (`div.shape`) is a size container with no size of its own, so the shape fills
/// what its frame or stack cell gives it; the SVG covers the box. Built-in shapes use native
/// elements sized in percentages and container units (a circle's radius is half the box's
/// shorter side), so they are exact at any size and keep their line widths. Other shapes are
/// computed at ``nominalRect`` and stretched, with strokes that do not scale.
@MainActor
enum ShapeRenderer {
  /// The rectangle a custom shape's path is computed in.
  nonisolated static let nominalRect = CGRect(x: 0, y: 0, width: 100, height: 100)

  /// The CSS value a shape style paints with.
  static func css(_ style: some ShapeStyle) -> String? {
    (style as? any CSSPaint)?.cssPaint
  }

  /// How `shape` is drawn: natively, or from its path at the nominal size.
  static func geometry<S: Shape>(of shape: S) -> SVGGeometry {
    if let native = shape as? any NativeSVGShape { return native.svgGeometry() }
    let data = shape.path(in: nominalRect).svgPathData
    return SVGGeometry(
      tag: "path", attributes: ["d": data, "vector-effect": "non-scaling-stroke"],
      viewBox: "0 0 100 100")
  }

  /// The node drawing `shape` painted with `paint`.
  static func node<S: Shape>(for shape: S, paint: ShapePaint) -> Node {
    let geometry = geometry(of: shape)
    var attributes = geometry.attributes
    var style = geometry.style
    var isEmpty = false
    switch paint {
    case .fill(let color, let fill):
      style += "fill: \(color ?? "currentColor");"
      if fill.isEOFilled { style += " fill-rule: evenodd;" }
    case .stroke(let color, let stroke):
      style += "fill: none; stroke: \(color ?? "currentColor");"
      style += " stroke-width: \(SVGNumber.format(Double(stroke.lineWidth)))px;"
      if stroke.lineCap != .butt { style += " stroke-linecap: \(stroke.lineCap.css);" }
      if stroke.lineJoin != .miter { style += " stroke-linejoin: \(stroke.lineJoin.css);" }
      if stroke.miterLimit != 10 {
        style += " stroke-miterlimit: \(SVGNumber.format(Double(stroke.miterLimit)));"
      }
      if let trim = geometry.trim {
        isEmpty = trim.isEmpty
        attributes["pathLength"] = "1"
        style += " stroke-dasharray: \(SVGNumber.format(trim.upperBound - trim.lowerBound)) 2;"
        style += " stroke-dashoffset: \(SVGNumber.format(-trim.lowerBound));"
      } else if !stroke.dash.isEmpty {
        let lengths = stroke.dash.map { SVGNumber.format(Double($0)) }.joined(separator: " ")
        style += " stroke-dasharray: \(lengths);"
        if stroke.dashPhase != 0 {
          style += " stroke-dashoffset: \(SVGNumber.format(Double(stroke.dashPhase)));"
        }
      }
    }
    attributes["style"] = style
    var canvas = ["class": "shape-canvas", "aria-hidden": "true"]
    if let viewBox = geometry.viewBox {
      canvas["viewBox"] = viewBox
      canvas["preserveAspectRatio"] = "none"
    }
    let children = isEmpty ? [] : [Node.element(geometry.tag, attributes)]
    return .element(
      "div", ["class": "shape", "data-shape": shapeName(S.self)],
      children: [.element("svg", canvas, children: children)])
  }

  /// A short name for the shape's type, for tests and the stylesheet: `rectangle`,
  /// `circle`, or the custom type's name.
  static func shapeName(_ type: Any.Type) -> String {
    var name = String(describing: type)
    if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
    return name.lowercased()
  }
}

extension CGLineCap {
  var css: String {
    switch self {
    case .butt: "butt"
    case .round: "round"
    case .square: "square"
    }
  }
}

extension CGLineJoin {
  var css: String {
    switch self {
    case .miter: "miter"
    case .round: "round"
    case .bevel: "bevel"
    }
  }
}
