/// How a controller presented as a sheet rests and behaves, as UIKit's
/// `UISheetPresentationController` is: read it from the controller's
/// ``UIViewController/sheetPresentationController`` and set it before presenting.
///
/// On the web a sheet is a dialog the browser sizes to its content, so these settings are kept
/// for code that reads them back, and not drawn (see <doc:UIKitNamesOnCairn>).
@MainActor
public final class UISheetPresentationController {
  /// A height a sheet can rest at.
  @MainActor
  public final class Detent: Hashable {
    /// A detent's name.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      /// The name.
      public let rawValue: String
      /// The identifier named `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// About half the screen.
      public static let medium = Identifier(rawValue: "medium")
      /// The whole screen.
      public static let large = Identifier(rawValue: "large")
    }

    /// The detent's name.
    public let identifier: Identifier

    init(identifier: Identifier) {
      self.identifier = identifier
    }

    /// About half the screen.
    public static func medium() -> Detent { Detent(identifier: .medium) }
    /// The whole screen.
    public static func large() -> Detent { Detent(identifier: .large) }

    /// Detents are equal when their names are.
    public nonisolated static func == (lhs: Detent, rhs: Detent) -> Bool {
      lhs.identifier == rhs.identifier
    }
    /// Hashes the name.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
  }

  /// The heights the sheet can rest at; the whole screen by default.
  public var detents: [Detent] = [.large()]
  /// The detent the sheet rests at; `nil` is the smallest.
  public var selectedDetentIdentifier: Detent.Identifier?
  /// The largest detent at which what is behind the sheet is not dimmed.
  public var largestUndimmedDetentIdentifier: Detent.Identifier?
  /// Whether a grabber is shown at the top of the sheet.
  public var prefersGrabberVisible = false
  /// Whether scrolling to the sheet's edge grows it to the next detent.
  public var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether the sheet hangs from the bottom edge in compact height.
  public var prefersEdgeAttachedInCompactHeight = false
  /// Whether an edge-attached sheet takes its width from the controller's preferred size.
  public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  /// The radius of the sheet's corners; `nil` is the system's.
  public var preferredCornerRadius: CGFloat?

  init() {}

  /// Applies changes to the sheet's settings; `changes` runs at once.
  public func animateChanges(_ changes: () -> Void) {
    changes()
  }
}
