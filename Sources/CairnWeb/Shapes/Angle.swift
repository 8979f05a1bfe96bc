import Foundation

/// An angle, kept in radians, written in degrees or radians: `.degrees(90)`,
/// `.radians(.pi / 2)`.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// No turn at all.
  public init() {
    self.radians = 0
  }

  /// An angle of `radians` radians.
  public init(radians: Double) {
    self.radians = radians
  }

  /// An angle of `degrees` degrees.
  public init(degrees: Double) {
    self.radians = degrees * .pi / 180
  }

  /// An angle of `radians` radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// An angle of `degrees` degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// No turn at all.
  public static let zero = Angle()

  /// Whether `lhs` turns less than `rhs`.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

  /// The two angles added.
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }

  /// `rhs` taken from `lhs`.
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }

  /// The angle turned the other way.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

  /// The angle scaled by `factor`.
  public static func * (angle: Angle, factor: Double) -> Angle {
    Angle(radians: angle.radians * factor)
  }
}

/// A point in a view's own rectangle, in fractions of its size: `(0, 0)` is the top leading
/// corner, `(1, 1)` the bottom trailing one.
public struct UnitPoint: Hashable, Sendable {
  /// The fraction of the width from the leading edge.
  public var x: Double
  /// The fraction of the height from the top edge.
  public var y: Double

  /// The point at fractions `x` and `y` of the view's size.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The top leading corner.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The centre.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the leading edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The point as a CSS `transform-origin`.
  var cssOrigin: String { "\(SVGNumber.format(x * 100))% \(SVGNumber.format(y * 100))%" }
}

extension View {
  /// Turns the view by `angle` (clockwise on screen for a positive angle) about `anchor`,
  /// without changing the space it takes up.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedView<Self> {
    mapElements { node in
      var style = "transform: rotate(\(SVGNumber.format(angle.degrees))deg);"
      if anchor != .center { style += " transform-origin: \(anchor.cssOrigin);" }
      node.attributes["style", default: ""] += style
    }
  }
}
