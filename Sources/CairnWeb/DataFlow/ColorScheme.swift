/// Whether the viewer sees a light or a dark appearance: read it with
/// `@Environment(\.colorScheme)`.
///
/// CairnWeb reports `.light` unless a view sets it for a subtree with
/// `.environment(\.colorScheme, .dark)`; see <doc:ViewLocalState>.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
  /// A light appearance: dark text on a light background.
  case light
  /// A dark appearance: light text on a dark background.
  case dark
}
