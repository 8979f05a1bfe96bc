/// Where a view sits across a row: the horizontal part of an ``Alignment``.
public struct HorizontalAlignment: Hashable, Sendable {
  let css: String

  /// At the leading edge.
  public static let leading = HorizontalAlignment(css: "start")
  /// In the middle.
  public static let center = HorizontalAlignment(css: "center")
  /// At the trailing edge.
  public static let trailing = HorizontalAlignment(css: "end")
}

/// Where a view sits down a column: the vertical part of an ``Alignment``.
public struct VerticalAlignment: Hashable, Sendable {
  let css: String

  /// At the top.
  public static let top = VerticalAlignment(css: "start")
  /// In the middle.
  public static let center = VerticalAlignment(css: "center")
  /// At the bottom.
  public static let bottom = VerticalAlignment(css: "end")
  /// On the first line's text baseline (drawn at the top).
  public static let firstTextBaseline = VerticalAlignment(css: "baseline")
  /// On the last line's text baseline (drawn at the bottom).
  public static let lastTextBaseline = VerticalAlignment(css: "last baseline")
}

/// Where a view sits in the space it is given, in both directions.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// An alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// In the middle.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// At the leading edge, in the middle vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// At the trailing edge, in the middle vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// At the top, in the middle horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// At the bottom, in the middle horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A side of a view's rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  /// The top edge.
  case top
  /// The leading edge (left in a left-to-right language).
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges, as ``View/padding(_:_:)`` takes.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The edges as bits.
    public let rawValue: Int8

    /// A set from its bits.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The set holding only `edge`.
    public init(_ edge: Edge) {
      self.init(rawValue: 1 << edge.rawValue)
    }

    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}
