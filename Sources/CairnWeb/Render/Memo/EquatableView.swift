/// A view that is drawn again only when its value or what its body reads has changed.
///
/// Wrap a view whose body depends only on its stored properties, on the environment and on
/// observable state it reads (a row of a long list, a screen that stays under a pushed one):
/// when the view it is handed compares equal to the one drawn last time at this position, the
/// environment is the same and nothing observable its body read has changed since, the
/// renderer reuses what it drew, its event handlers and what it told its containers, instead of
/// evaluating the body again. A change to a model the body read redraws just this view.
///
/// ```swift
/// struct RowView: View, Equatable {
///   let row: Row
///   var body: some View { Text(row.title) }
/// }
///
/// ForEach(model.rows) { row in RowView(row: row).equatable() }
/// ```
///
/// What a body reads that is neither a stored property, the environment nor observable state
/// (a global, a non-observable object, the current date) does not redraw the view; keep such
/// views out of an `EquatableView`. A view holding a model compares it by identity
/// (`lhs.model === rhs.model`): what the body reads from it is tracked.
///
/// A reused drawing keeps the event handlers made when it was drawn, as SwiftUI keeps the
/// body it last evaluated: a handler acts on what the body captured then. Make anything that
/// must be new each time (a fresh model pushed by a link) inside the handler, not in the body.
///
/// Change the observable state such a view reads on the main actor, as `@MainActor` models
/// do: a write from another thread that lands while the view's body is being drawn again
/// would not mark the new drawing stale.
public struct EquatableView<Content: View & Equatable>: PrimitiveView {
  /// The view drawn, and compared with the one drawn last time.
  public var content: Content

  /// Wraps `content`.
  public init(content: Content) {
    self.content = content
  }

  /// Reuses the last drawing of an equal view at this position whose reads are unchanged, or
  /// draws `content` and remembers it.
  public func render(in context: RenderContext) -> [Node] {
    context.pass.renderer.memoizedRender(content, in: context)
  }
}

extension View where Self: Equatable {
  /// Draws this view again only when it differs from the last one drawn here, or when
  /// observable state its body read has changed: see ``EquatableView``.
  public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}
