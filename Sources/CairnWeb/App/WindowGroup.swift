/// The scene that shows an app's screen: in CairnWeb, what each browser tab shows.
///
/// ```swift
/// var body: some Scene {
///   WindowGroup {
///     ContentView(model: AppModel())
///   }
/// }
/// ```
///
/// The content is made when the app's `body` is read, once per tab, so a model made in it
/// (`ContentView(model: AppModel())`) lives as long as the tab.
public struct WindowGroup<Content: View>: Scene {
  /// The group's title, if it was given one.
  let title: String?
  /// The group's identifier, if it was given one.
  let id: String?
  /// The view a tab shows.
  let content: Content

  /// A window group showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.init(title: nil, id: nil, content: content())
  }

  /// A window group named `id`, showing `content`.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.init(title: nil, id: id, content: content())
  }

  /// A window group titled `title`, showing `content`.
  public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), id: nil, content: content())
  }

  /// A window group titled `title` and named `id`, showing `content`.
  public init(_ title: some StringProtocol, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), id: id, content: content())
  }

  private init(title: String?, id: String?, content: Content) {
    self.title = title
    self.id = id
    self.content = content
  }

  /// A window group has no body of its own: it is where scenes end and views begin.
  public var body: Never {
    preconditionFailure("WindowGroup has no body")
  }
}
