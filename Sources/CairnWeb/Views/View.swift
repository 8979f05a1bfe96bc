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
