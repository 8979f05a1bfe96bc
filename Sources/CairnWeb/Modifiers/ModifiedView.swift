/// A view whose rendered nodes are transformed by a closure: the building block of the
/// simple modifiers (styles, titles, lifecycle).
public struct ModifiedView<Content: View>: PrimitiveView {
  let content: Content
  let transform: @MainActor (RenderContext, Content) -> [Node]

  /// Renders the content through the transform.
  public func render(in context: RenderContext) -> [Node] {
    transform(context, content)
  }
}

extension View {
  /// Wraps this view so that `transform` renders it.
  func modified(
    _ transform: @escaping @MainActor (RenderContext, Self) -> [Node]
  ) -> ModifiedView<Self> {
    ModifiedView(content: self, transform: transform)
  }

  /// Renders this view and changes each top-level element it produces.
  func mapElements(_ change: @escaping @MainActor (inout Node) -> Void) -> ModifiedView<Self> {
    modified { context, content in
      context.render(content).map { node in
        var node = node
        if node.tag != nil { change(&node) }
        return node
      }
    }
  }
}
