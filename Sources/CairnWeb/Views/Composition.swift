/// Several views side by side, made by ``ViewBuilder`` from a block.
public struct TupleView<each Content: View>: PrimitiveView {
  let content: (repeat each Content)

  /// Groups the views.
  public init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  /// Renders each view at its own position.
  public func render(in context: RenderContext) -> [Node] {
    var nodes: [Node] = []
    var index = 0
    for view in repeat each content {
      nodes += context.child(index).render(view)
      index += 1
    }
    return nodes
  }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a ``ViewBuilder`` block.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  /// Renders the chosen branch; each branch has its own identity.
  public func render(in context: RenderContext) -> [Node] {
    switch storage {
    case .trueContent(let content): context.child("t").render(content)
    case .falseContent(let content): context.child("f").render(content)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// Optional views render nothing while `nil`.
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  /// Renders the wrapped view, or nothing.
  public func render(in context: RenderContext) -> [Node] {
    switch self {
    case .some(let content): context.child("some").render(content)
    case .none: []
    }
  }
}

/// A view that shows nothing.
public struct EmptyView: PrimitiveView {
  /// Creates an empty view.
  public init() {}
  /// Renders no nodes.
  public func render(in context: RenderContext) -> [Node] { [] }
}

/// Groups views without adding any element of its own, so a modifier can apply to all of
/// them.
public struct Group<Content: View>: PrimitiveView {
  let content: Content

  /// Groups the views the block builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Renders the content in place.
  public func render(in context: RenderContext) -> [Node] {
    context.render(content)
  }
}

/// A type-erased view, for heterogeneous values such as a destination's screens.
public struct AnyView: PrimitiveView {
  private let renderContent: @MainActor (RenderContext) -> [Node]
  private let typeKey: String

  /// Erases a view's type.
  public init<Content: View>(_ content: Content) {
    renderContent = { $0.render(content) }
    typeKey = TypeKeys.key(for: Content.self)
  }

  /// Renders the erased view; views of different types have different identities.
  public func render(in context: RenderContext) -> [Node] {
    renderContent(context.child(typeKey))
  }
}

/// The identity names of erased view types, made once per type: describing a generic type is
/// costly, and a screen of imperatively made views erases hundreds per render.
@MainActor
enum TypeKeys {
  private static var keys: [ObjectIdentifier: String] = [:]

  static func key(for type: Any.Type) -> String {
    let id = ObjectIdentifier(type)
    if let key = keys[id] { return key }
    let key = String(describing: type)
    keys[id] = key
    return key
  }
}
