/// A scene made directly of window groups and other scenes, rather than by a `body`.
@MainActor
protocol PrimitiveScene {
  /// The window groups in this scene, in the order they are written.
  var windows: [SceneWindow] { get }
}

/// A window group found in an app's scenes.
@MainActor
struct SceneWindow {
  /// The group's title, if it was given one.
  let title: String?
  /// The view a tab shows for it.
  let root: AnyView
}

/// Finds the window groups of an app's scenes, and the view a tab shows.
@MainActor
enum SceneWindows {
  /// The window groups of `scene` and the scenes it is made of, in the order written.
  static func windows<Content: Scene>(in scene: Content) -> [SceneWindow] {
    if let primitive = scene as? any PrimitiveScene { return primitive.windows }
    if Content.Body.self == Never.self { return [] }
    return windows(in: scene.body)
  }

  /// What a tab of `app` shows: its first window group's content, or a notice that it has
  /// none.
  static func root<Application: App>(of app: Application) -> AnyView {
    windows(in: app.body).first?.root
      ?? AnyView(Text("\(Application.self) has no WindowGroup to show."))
  }
}

extension WindowGroup: PrimitiveScene {
  var windows: [SceneWindow] { [SceneWindow(title: title, root: AnyView(content))] }
}

extension TupleScene: PrimitiveScene {
  var windows: [SceneWindow] {
    var found: [SceneWindow] = []
    for scene in repeat each content {
      found += SceneWindows.windows(in: scene)
    }
    return found
  }
}

extension ConditionalScene: PrimitiveScene {
  var windows: [SceneWindow] {
    switch storage {
    case .trueContent(let scene): SceneWindows.windows(in: scene)
    case .falseContent(let scene): SceneWindows.windows(in: scene)
    }
  }
}

extension Optional: PrimitiveScene where Wrapped: Scene {
  var windows: [SceneWindow] {
    map { SceneWindows.windows(in: $0) } ?? []
  }
}
