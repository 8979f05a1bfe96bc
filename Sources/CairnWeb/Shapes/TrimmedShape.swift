import Foundation

/// A part of a shape's outline, as ``Shape/trim(from:to:)`` makes it.
///
/// Stroked, it draws the part; filled, it fills the whole shape (the browser trims only an
/// outline it draws).
public struct TrimmedShape<Base: Shape>: Shape {
  let base: Base
  let from: Double
  let to: Double

  /// The part of the base shape's path in `rect` between the two fractions of its length.
  public func path(in rect: CGRect) -> Path {
    base.path(in: rect).trimmedPath(from: CGFloat(from), to: CGFloat(to))
  }
}

extension TrimmedShape: NativeSVGShape {
  func svgGeometry() -> SVGGeometry {
    var geometry = ShapeRenderer.geometry(of: base)
    let start = min(max(from, 0), 1)
    let end = min(max(to, 0), 1)
    geometry.trim = start..<max(start, end)
    return geometry
  }
}

extension Path {
  /// The part of the path between fractions `from` and `to` of its length, its curves
  /// followed as short straight lines.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let start = Double(min(max(from, 0), 1))
    let end = Double(min(max(to, 0), 1))
    guard end > start else { return Path() }
    let segments = flattened()
    let total = segments.reduce(0) { $0 + $1.length }
    guard total > 0 else { return start == 0 && end == 1 ? self : Path() }
    let lower = start * total
    let upper = end * total
    var result = Path()
    var travelled = 0.0
    var lastPoint: CGPoint?
    for segment in segments {
      let segmentStart = travelled
      travelled += segment.length
      guard travelled > lower, segmentStart < upper, segment.length > 0 else { continue }
      let a = max(0, (lower - segmentStart) / segment.length)
      let b = min(1, (upper - segmentStart) / segment.length)
      let first = segment.point(at: a)
      if lastPoint != first || segment.startsSubpath {
        result.move(to: first)
      }
      let last = segment.point(at: b)
      result.addLine(to: last)
      lastPoint = last
    }
    return result
  }

  /// The path as straight segments, curves cut into sixteen each.
  private func flattened() -> [LineSegment] {
    var segments: [LineSegment] = []
    var start: CGPoint?
    var current: CGPoint?
    var newSubpath = true
    func add(_ point: CGPoint) {
      if let from = current {
        segments.append(LineSegment(from: from, to: point, startsSubpath: newSubpath))
        newSubpath = false
      }
      current = point
    }
    for element in elements {
      switch element {
      case .move(let point):
        start = point
        current = point
        newSubpath = true
      case .line(let point): add(point)
      case .quadCurve(let point, let control):
        guard let p0 = current else { continue }
        for step in 1...16 {
          let t = CGFloat(step) / 16
          let u = 1 - t
          add(
            CGPoint(
              x: u * u * p0.x + 2 * u * t * control.x + t * t * point.x,
              y: u * u * p0.y + 2 * u * t * control.y + t * t * point.y))
        }
      case .curve(let point, let c1, let c2):
        guard let p0 = current else { continue }
        for step in 1...16 {
          let t = CGFloat(step) / 16
          let u = 1 - t
          add(
            CGPoint(
              x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t
                * point.x,
              y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t
                * point.y))
        }
      case .closeSubpath:
        if let start { add(start) }
      }
    }
    return segments
  }
}

/// A straight piece of a flattened path.
private struct LineSegment {
  let from: CGPoint
  let to: CGPoint
  let startsSubpath: Bool

  var length: Double { Double(hypot(to.x - from.x, to.y - from.y)) }

  func point(at fraction: Double) -> CGPoint {
    let t = CGFloat(fraction)
    return CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
  }
}
