/// Builds an ``App``'s or a ``Scene``'s body from a block of scenes, `if` and `if`/`else`.
@resultBuilder
@MainActor
public enum SceneBuilder {
  /// A block of one scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// A block of several scenes.
  public static func buildBlock<each Content: Scene>(
    _ content: repeat each Content
  ) -> TupleScene<repeat each Content> {
    TupleScene(repeat each content)
  }

  /// An `if` without `else`.
  public static func buildOptional<Content: Scene>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else`.
  public static func buildEither<TrueContent: Scene, FalseContent: Scene>(
    first: TrueContent
  ) -> ConditionalScene<TrueContent, FalseContent> {
    ConditionalScene(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<TrueContent: Scene, FalseContent: Scene>(
    second: FalseContent
  ) -> ConditionalScene<TrueContent, FalseContent> {
    ConditionalScene(storage: .falseContent(second))
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content {
    content
  }
}
