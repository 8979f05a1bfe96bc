/// Builds the content of a view from a block of view expressions, `if`, `if let`, `if`/`else`
/// and `switch`.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// An empty block.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block of one view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block of several views.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// An `if` without `else`.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(storage: .falseContent(second))
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
