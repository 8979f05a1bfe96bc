/// The renderer's bookkeeping for one render: the session-wide tables a render fills (event
/// handlers, presentation sites in use) and the stack of preference collectors, one per
/// container that is collecting what its content sets.
@MainActor
final class RenderPass {
  unowned let renderer: Renderer
  var handlers: [String: @MainActor (EventPayload) -> Void] = [:]
  var visitedSites: Set<String> = []
  /// The innermost collector is last; the first is the root's.
  var preferences: [PreferenceValues] = [PreferenceValues()]
  /// The remembered drawings (``EquatableView``) drawn or reused in this pass.
  var visitedMemos: Set<MemoKey> = []
  /// What the innermost ``EquatableView`` being drawn has done so far, to remember with it.
  var recording: MemoRecording?
  /// Set while a remembered drawing is checked against a fresh one: every ``EquatableView``
  /// draws its content.
  var bypassesMemos = false

  init(renderer: Renderer) {
    self.renderer = renderer
  }
}
