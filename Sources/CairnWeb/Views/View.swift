/// A piece of user interface, declared in SwiftUI's vocabulary and rendered on the server.
///
/// Compose views in `body` with the ``ViewBuilder`` result builder:
///
/// ```swift
/// struct CounterView: View {
///   @UIBindable var model: CounterModel
///   var body: some View {
///     VStack {
///       Text("Count: \(model.count)")
///       Button("Increment") { model.count += 1 }
///     }
///   }
/// }
/// ```
///
/// A body is evaluated inside `observe`, so exactly the state it reads causes it to render
/// again.
@MainActor
public protocol View {
  /// The type of view this view's body is.
  associatedtype Body: View
  /// The content of this view.
  @ViewBuilder var body: Body { get }

  /// Renders `view` into nodes at the context's position: a primitive view draws itself, any
  /// other view draws its body. Runtime plumbing with a default for every view; do not
  /// implement it. A requirement rather than a cast, so rendering a view costs no dynamic
  /// cast to find out which kind it is.
  static func _render(_ view: Self, in context: RenderContext) -> [Node]
}

extension View {
  /// Draws the view's body, after updating its dynamic properties (such as ``Environment``).
  public static func _render(_ view: Self, in context: RenderContext) -> [Node] {
    // A primitive view whose conformance did not pick the primitive default still draws
    // itself.
    if let primitive = view as? any PrimitiveView { return primitive.render(in: context) }
    DynamicProperties.update(view, from: context)
    return context.render(view.body)
  }
}

/// A view that renders nodes itself rather than through a body.
///
/// Conform to it to write a view that produces HTML directly; the built-in controls and
/// containers are primitive views.
@MainActor
public protocol PrimitiveView: View where Body == Never {
  /// Renders the view into nodes at the context's position.
  func render(in context: RenderContext) -> [Node]
}

extension PrimitiveView {
  /// Draws the view itself, with ``render(in:)``.
  public static func _render(_ view: Self, in context: RenderContext) -> [Node] {
    view.render(in: context)
  }

  /// Primitive views have no body; reading it is a programming error.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive view and has no body")
  }
}

extension Never: View {
  /// `Never` is the body type of primitive views.
  public typealias Body = Never
  /// `Never` has no body.
  public var body: Never {
    preconditionFailure("Never has no body")
  }
}
