/// A part of an ``App``'s user interface: a ``WindowGroup``, or a scene made of others.
///
/// A scene of your own composes others in `body`:
///
/// ```swift
/// struct MainScene: Scene {
///   var body: some Scene {
///     WindowGroup { RootView() }
///   }
/// }
/// ```
@MainActor
public protocol Scene {
  /// The type of scene this scene's body is.
  associatedtype Body: Scene

  /// The scenes this scene is made of.
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene made of several, as a ``SceneBuilder`` block with more than one scene makes.
public struct TupleScene<each Content: Scene>: Scene {
  let content: (repeat each Content)

  init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  /// A tuple of scenes has no body of its own.
  public var body: Never {
    preconditionFailure("TupleScene has no body")
  }
}

/// One of two scenes, as a ``SceneBuilder`` `if`/`else` makes.
public struct ConditionalScene<TrueContent: Scene, FalseContent: Scene>: Scene {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  /// A conditional scene has no body of its own.
  public var body: Never {
    preconditionFailure("ConditionalScene has no body")
  }
}

/// An `if` without `else` in a ``SceneBuilder`` block: a scene, or none.
extension Optional: Scene where Wrapped: Scene {
  /// An optional scene has no body of its own.
  public var body: Never {
    preconditionFailure("An optional scene has no body")
  }
}
