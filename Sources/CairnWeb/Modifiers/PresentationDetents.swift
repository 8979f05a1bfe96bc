/// A height a sheet can rest at, as SwiftUI's `PresentationDetent` is.
///
/// On the web a sheet is a dialog the browser sizes to its content (within the window), so
/// detents are accepted and kept, not drawn: see ``View/presentationDetents(_:)``.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case medium
    case large
    case fraction(Double)
    case height(Double)
  }

  let kind: Kind

  /// About half the screen.
  public static let medium = PresentationDetent(kind: .medium)
  /// The whole screen.
  public static let large = PresentationDetent(kind: .large)

  /// A fraction of the screen's height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(Double(fraction)))
  }

  /// A fixed height, in points.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(Double(height)))
  }
}

extension View {
  /// The heights a sheet showing this view can rest at. The browser sizes a sheet to its
  /// content, so the view is drawn unchanged; the detents are accepted so that code naming
  /// them compiles.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedView<Self> {
    modified { context, content in context.render(content) }
  }
}
