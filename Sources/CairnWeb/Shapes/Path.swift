import Foundation

/// An outline made of lines and curves, in a view's coordinates (points, y growing
/// downwards): draw one as a view, or return one from a ``Shape``'s `path(in:)`.
///
/// ```swift
/// Path { path in
///   path.move(to: CGPoint(x: 0, y: 0))
///   path.addLine(to: CGPoint(x: 40, y: 20))
/// }
/// .stroke(Color.red, lineWidth: 2)
/// ```
///
/// A path drawn as a view draws in the view's own coordinates and is not scaled to its frame.
/// It is rendered as SVG path data.
public struct Path: Equatable, Sendable {
  /// One step of a path.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point, bent towards one control point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point, bent towards two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A straight line back to the start of the subpath, closing it.
    case closeSubpath
  }

  /// The steps of the path, in order.
  var elements: [Element] = []

  /// An empty path.
  public init() {}

  /// A path built by `build`, which adds to an empty path.
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// The outline of `rect`.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// The outline of `rect` with its corners rounded by `cornerRadius`.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// The outline of `rect` with its corners rounded by `cornerSize`.
  public init(roundedRect rect: CGRect, cornerSize: CGSize) {
    addRoundedRect(in: rect, cornerSize: cornerSize)
  }

  /// The ellipse that fits in `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the path has no steps.
  public var isEmpty: Bool { elements.isEmpty }

  /// Where the path ends, or `nil` for an empty path.
  public var currentPoint: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .move(let point):
        start = point
        current = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// The smallest rectangle holding every point and control point of the path (`.null` for
  /// an empty one).
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .quadCurve(let point, let control): points += [point, control]
      case .curve(let point, let control1, let control2): points += [point, control1, control2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var minimum = first
    var maximum = first
    for point in points {
      minimum = CGPoint(x: min(minimum.x, point.x), y: min(minimum.y, point.y))
      maximum = CGPoint(x: max(maximum.x, point.x), y: max(maximum.y, point.y))
    }
    return CGRect(
      x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
  }

  /// Calls `body` with each step of the path, in order.
  public func forEach(_ body: (Element) -> Void) {
    elements.forEach(body)
  }

  // MARK: Building

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) {
    elements.append(.move(to: point))
  }

  /// Adds a straight line from the current point to `point`.
  public mutating func addLine(to point: CGPoint) {
    if currentPoint == nil { move(to: point) } else { elements.append(.line(to: point)) }
  }

  /// Adds straight lines through `points`, starting a new subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { elements.append(.line(to: point)) }
  }

  /// Adds a quadratic Bézier curve to `point`, bent towards `control`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    if currentPoint == nil { move(to: control) }
    elements.append(.quadCurve(to: point, control: control))
  }

  /// Adds a cubic Bézier curve to `point`, bent towards `control1` then `control2`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    if currentPoint == nil { move(to: control1) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line back to its start.
  public mutating func closeSubpath() {
    if !elements.isEmpty { elements.append(.closeSubpath) }
  }

  /// Adds `rect` as a closed subpath, clockwise on screen from its top leading corner.
  public mutating func addRect(_ rect: CGRect) {
    let rect = rect.standardized
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    elements.append(.line(to: CGPoint(x: rect.maxX, y: rect.minY)))
    elements.append(.line(to: CGPoint(x: rect.maxX, y: rect.maxY)))
    elements.append(.line(to: CGPoint(x: rect.minX, y: rect.maxY)))
    closeSubpath()
  }

  /// Adds each of `rects`.
  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds `rect` with its corners rounded by `cornerSize` (at most half the rectangle's
  /// width and height), clockwise on screen.
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
    let rect = rect.standardized
    let rx = min(max(cornerSize.width, 0), rect.width / 2)
    let ry = min(max(cornerSize.height, 0), rect.height / 2)
    guard rx > 0, ry > 0 else { return addRect(rect) }
    // The distance of a quarter ellipse's control points from its ends.
    let kx = rx * Self.quarterCircleControl
    let ky = ry * Self.quarterCircleControl
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
    elements.append(.line(to: CGPoint(x: rect.maxX - rx, y: rect.minY)))
    elements.append(
      .curve(
        to: CGPoint(x: rect.maxX, y: rect.minY + ry),
        control1: CGPoint(x: rect.maxX - rx + kx, y: rect.minY),
        control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ky)))
    elements.append(.line(to: CGPoint(x: rect.maxX, y: rect.maxY - ry)))
    elements.append(
      .curve(
        to: CGPoint(x: rect.maxX - rx, y: rect.maxY),
        control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ky),
        control2: CGPoint(x: rect.maxX - rx + kx, y: rect.maxY)))
    elements.append(.line(to: CGPoint(x: rect.minX + rx, y: rect.maxY)))
    elements.append(
      .curve(
        to: CGPoint(x: rect.minX, y: rect.maxY - ry),
        control1: CGPoint(x: rect.minX + rx - kx, y: rect.maxY),
        control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ky)))
    elements.append(.line(to: CGPoint(x: rect.minX, y: rect.minY + ry)))
    elements.append(
      .curve(
        to: CGPoint(x: rect.minX + rx, y: rect.minY),
        control1: CGPoint(x: rect.minX, y: rect.minY + ry - ky),
        control2: CGPoint(x: rect.minX + rx - kx, y: rect.minY)))
    closeSubpath()
  }

  /// Adds the ellipse that fits in `rect`, clockwise on screen from the middle of its
  /// trailing edge.
  public mutating func addEllipse(in rect: CGRect) {
    let rect = rect.standardized
    let center = CGPoint(x: rect.midX, y: rect.midY)
    move(to: CGPoint(x: rect.maxX, y: rect.midY))
    appendArc(
      center: center, radiusX: rect.width / 2, radiusY: rect.height / 2, from: 0, sweep: 2 * .pi)
    closeSubpath()
  }

  /// Adds an arc of the circle around `center` from `startAngle` to `endAngle`, with a line
  /// to its start from the current point if there is one.
  ///
  /// Angles grow from the trailing direction towards the bottom, as the view's y axis does.
  /// As in SwiftUI (whose `clockwise` speaks of a y axis growing upwards), `clockwise: false`
  /// sweeps the way the angles grow, which is clockwise on screen.
  public mutating func addArc(
    center: CGPoint,
    radius: CGFloat,
    startAngle: Angle,
    endAngle: Angle,
    clockwise: Bool
  ) {
    var sweep = endAngle.radians - startAngle.radians
    if clockwise {
      while sweep > 0 { sweep -= 2 * .pi }
    } else {
      while sweep < 0 { sweep += 2 * .pi }
    }
    let start = startAngle.radians
    let startPoint = CGPoint(
      x: center.x + radius * CGFloat(cos(start)), y: center.y + radius * CGFloat(sin(start)))
    addLine(to: startPoint)
    appendArc(center: center, radiusX: radius, radiusY: radius, from: start, sweep: sweep)
  }

  /// Adds the steps of `path`.
  public mutating func addPath(_ path: Path) {
    elements += path.elements
  }

  /// The path moved by `dx` and `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
  }

  /// The path with every point transformed by `transform`.
  func map(_ transform: (CGPoint) -> CGPoint) -> Path {
    var result = Path()
    result.elements = elements.map { element in
      switch element {
      case .move(let point): .move(to: transform(point))
      case .line(let point): .line(to: transform(point))
      case .quadCurve(let point, let control):
        .quadCurve(to: transform(point), control: transform(control))
      case .curve(let point, let control1, let control2):
        .curve(to: transform(point), control1: transform(control1), control2: transform(control2))
      case .closeSubpath: .closeSubpath
      }
    }
    return result
  }

  /// The distance of a quarter circle's Bézier control points from its ends, for radius 1.
  static let quarterCircleControl: CGFloat = 0.552_284_749_8

  /// Appends cubic curves along an elliptical arc from angle `from` by `sweep`, in pieces of
  /// at most a quarter turn; the current point is the arc's start.
  private mutating func appendArc(
    center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, from: Double, sweep: Double
  ) {
    guard sweep != 0 else { return }
    let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    func point(_ angle: Double) -> CGPoint {
      CGPoint(
        x: center.x + radiusX * CGFloat(cos(angle)), y: center.y + radiusY * CGFloat(sin(angle)))
    }
    for piece in 0..<pieces {
      let a = from + step * Double(piece)
      let b = a + step
      let control1 = CGPoint(
        x: center.x + radiusX * CGFloat(cos(a) - k * sin(a)),
        y: center.y + radiusY * CGFloat(sin(a) + k * cos(a)))
      let control2 = CGPoint(
        x: center.x + radiusX * CGFloat(cos(b) + k * sin(b)),
        y: center.y + radiusY * CGFloat(sin(b) - k * cos(b)))
      elements.append(.curve(to: point(b), control1: control1, control2: control2))
    }
  }
}

extension Path: Shape {
  /// The path itself: a path drawn as a shape draws as it is, whatever the rectangle.
  public func path(in rect: CGRect) -> Path { self }
}

extension Path {
  /// The path as SVG path data (`M0 0L10 0…Z`), in its own coordinates.
  public var svgPathData: String {
    func pair(_ point: CGPoint) -> String {
      SVGNumber.format(Double(point.x)) + " " + SVGNumber.format(Double(point.y))
    }
    var data = ""
    for element in elements {
      switch element {
      case .move(let point): data += "M" + pair(point)
      case .line(let point): data += "L" + pair(point)
      case .quadCurve(let point, let control): data += "Q" + pair(control) + " " + pair(point)
      case .curve(let point, let control1, let control2):
        data += "C" + pair(control1) + " " + pair(control2) + " " + pair(point)
      case .closeSubpath: data += "Z"
      }
    }
    return data
  }
}
