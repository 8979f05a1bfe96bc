/// Whether anyone is there to see a scene: the names SwiftUI uses, so a model written for it
/// reads the same here.
///
/// On the web a scene is a browser tab: it is ``active`` while the tab's socket is attached,
/// and ``background`` before it first attaches and while it is gone (closed, navigated away,
/// or offline), for as long as its session waits for it to come back. Views read it as
/// `@Environment(\.scenePhase)`; work that must not run for an empty room (a meeting's
/// timer, say) pauses while the phase is not ``active``.
public enum ScenePhase: Hashable, Sendable, Comparable {
  /// Nobody can see or use the scene: on the web, the tab is not attached.
  case background
  /// The scene is on screen but does not take input. The web runtime does not report it
  /// (a tab is either attached or not); it is here so code written for SwiftUI compiles.
  case inactive
  /// The scene is on screen and takes input: on the web, the tab's socket is attached.
  case active
}
