import Foundation

/// Declares a preview of a view: its body is type-checked with the rest of the file and never
/// run, as CairnWeb has no preview canvas.
///
/// ```swift
/// #Preview("Two notes") {
///   @Previewable @State var filter = ""
///   NotesView(model: NotesModel(notes: [.sample, .sample]), filter: $filter)
/// }
/// ```
///
/// - Parameters:
///   - name: The preview's name.
///   - traits: How a preview canvas would lay the preview out; CairnWeb ignores them.
///   - body: The view to preview; it may start with statements and end with `return`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "CairnMacros", type: "PreviewMacro")

/// Marks a variable declared at the top of a `#Preview` body, such as `@State` the previewed
/// view binds to, as part of the preview. Anywhere else it is an error.
@attached(peer)
public macro Previewable() = #externalMacro(module: "CairnMacros", type: "PreviewableMacro")

/// How a preview canvas lays a `#Preview` out: its size and orientation. Accepted so code that
/// names them compiles; CairnWeb shows no previews, so it does not use them.
public struct PreviewTrait: Sendable {
  enum Layout: Sendable, Equatable {
    case standard
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
    case orientation(String)
  }

  let layout: Layout

  /// The canvas's usual layout.
  public static let defaultLayout = PreviewTrait(layout: .standard)
  /// Just the size the view needs.
  public static let sizeThatFitsLayout = PreviewTrait(layout: .sizeThatFits)
  /// A fixed size, in points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(layout: .fixed(width: width, height: height))
  }
  /// Upright.
  public static let portrait = PreviewTrait(layout: .orientation("portrait"))
  /// Upside down.
  public static let portraitUpsideDown = PreviewTrait(layout: .orientation("portraitUpsideDown"))
  /// On its side, turned left.
  public static let landscapeLeft = PreviewTrait(layout: .orientation("landscapeLeft"))
  /// On its side, turned right.
  public static let landscapeRight = PreviewTrait(layout: .orientation("landscapeRight"))
}
