/// A reusable change to a view, as SwiftUI's `ViewModifier` is: its ``body(content:)`` gets
/// the view it is applied to and returns the changed view. Apply it with
/// ``View/modifier(_:)``.
///
/// A modifier may hold `@State`: it is kept at the position the modifier is applied at, as a
/// view's is.
///
/// ```swift
/// struct Titled: ViewModifier {
///   let title: String
///   func body(content: Content) -> some View {
///     content.navigationTitle(title)
///   }
/// }
/// ```
@MainActor
@preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The changed view, made from `content`, the view the modifier is applied to.
  @ViewBuilder func body(content: Content) -> Body
  /// The view the modifier is applied to, as ``body(content:)`` receives it.
  typealias Content = ViewModifierContent<Self>
}

/// The view a ``ViewModifier`` is applied to, as its ``ViewModifier/body(content:)`` receives
/// it: place it in the body to draw it.
public struct ViewModifierContent<Modifier: ViewModifier>: PrimitiveView {
  let content: AnyView

  /// Draws the view the modifier is applied to.
  public func render(in context: RenderContext) -> [Node] {
    context.render(content)
  }
}

/// A view with a ``ViewModifier`` applied, as ``View/modifier(_:)`` makes it.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: PrimitiveView {
  /// The view the modifier is applied to.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  /// Draws the modifier's body, after attaching the modifier's `@State` and environment
  /// values at this position.
  public func render(in context: RenderContext) -> [Node] {
    for child in Mirror(reflecting: modifier).children {
      if let property = child.value as? any ViewLocalProperty {
        property.attach(to: context, key: ViewLocalKey(view: Modifier.self, label: child.label))
      } else if let property = child.value as? any DynamicProperty {
        property.update(from: context)
      }
    }
    return context.render(
      modifier.body(content: ViewModifierContent<Modifier>(content: AnyView(content))))
  }
}

extension View {
  /// This view changed by `modifier`.
  public func modifier<Modifier: ViewModifier>(
    _ modifier: Modifier
  ) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
