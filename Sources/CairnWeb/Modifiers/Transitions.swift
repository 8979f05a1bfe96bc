/// How a row comes in when it is added, as in SwiftUI's transitions.
///
/// A ``ForEach`` row with a transition animates when it was not there the last time its list
/// was drawn, including a list that was off screen meanwhile: a meeting added while the
/// record screen was up slides in when the detail comes back (and so does the first one, in a
/// section that appears with it). Rows of a list's first drawing do not animate, and the page
/// skips the motion for people who ask for reduced motion.
public struct AnyTransition: Hashable, Sendable {
  let name: String

  /// Fades in.
  public static let opacity = AnyTransition(name: "opacity")
  /// Slides in from the leading edge.
  public static let slide = AnyTransition(name: "slide")
  /// Grows from slightly smaller while fading in.
  public static let scale = AnyTransition(name: "scale")

  static let attribute = "data-transition"
  static let enteringAttribute = "data-entering"
}

extension View {
  /// Animates this view in with `transition` when it is added as a row of a ``ForEach``.
  public func transition(_ transition: AnyTransition) -> ModifiedView<Self> {
    mapElements { node in node.attributes[AnyTransition.attribute] = transition.name }
  }
}

extension RenderContext {
  /// Records that the ``List`` or ``Form`` at this position is drawn; returns whether it was
  /// drawn before.
  func noteListDrawn() -> Bool {
    let identity = identity
    pass.recording?.lists.append(identity)
    return pass.renderer.rowMemory.noteList(at: identity)
  }

  /// Marks the rows among `rows` (keyed, with a transition) that this list did not draw the
  /// last time it was drawn, so the page animates them in.
  func markEnteringRows(_ rows: inout [Node]) {
    let keyed = rows.filter { $0.attributes[AnyTransition.attribute] != nil }
    guard !keyed.isEmpty else { return }
    let identity = identity
    let keys = keyed.compactMap { $0.key.map(String.init(describing:)) }
    // Rows drawn here for the first time are entering or not by the list's memory of earlier
    // passes, which a remembered drawing cannot replay.
    if !pass.renderer.rowMemory.hasRows(at: identity) { pass.recording?.isVolatile = true }
    let fresh = pass.renderer.rowMemory.newRows(
      at: identity, keys: keys, inListShownBefore: environment.isInListDrawnBefore)
    pass.recording?.rows.append((identity, keys))
    guard !fresh.isEmpty else { return }
    pass.recording?.isVolatile = true
    for index in rows.indices {
      guard rows[index].attributes[AnyTransition.attribute] != nil,
        let key = rows[index].key.map(String.init(describing:)), fresh.contains(key)
      else { continue }
      rows[index].attributes[AnyTransition.enteringAttribute] = ""
    }
  }
}
