/// An app written as SwiftUI writes one: a type marked `@main` whose `body` is its scenes.
///
/// ```swift
/// @main
/// struct NotesApp: App {
///   var body: some Scene {
///     WindowGroup {
///       NotesView(model: NotesModel())
///     }
///   }
/// }
/// ```
///
/// Running the executable serves the app with ``CairnServer``, taking the same options as
/// Cairn's own executables (``ServerOptions``: `--host`, `--port`, `--allowed-host` and the
/// per-client bounds); `--help` lists them.
///
/// Every browser tab gets an app of its own: a new instance made with `init()`, whose `body`
/// is read once and whose first ``WindowGroup`` becomes the tab's screen. Properties the app
/// keeps (`let model = AppModel()`) therefore belong to one tab, never to every visitor of the
/// server. Data meant to be shared between tabs must live outside the app value.
@MainActor
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene

  /// The app's scenes; a tab shows the first ``WindowGroup`` among them.
  @SceneBuilder var body: Body { get }

  /// Makes the app; called once for every tab.
  init()
}
