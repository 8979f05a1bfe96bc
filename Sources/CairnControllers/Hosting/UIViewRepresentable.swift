@_spi(Runtime) import CairnWeb

/// A UIKit view inside a declarative view, as SwiftUI's `UIViewRepresentable` is: the view is
/// made once, with ``makeUIView(context:)``, brought up to date by
/// ``updateUIView(_:context:)`` on every render of its position, and handed to
/// ``dismantleUIView(_:coordinator:)`` when the position goes away.
///
/// ```swift
/// struct SearchField: UIViewRepresentable {
///   @Binding var text: String
///
///   func makeUIView(context: Context) -> UITextField {
///     let field = UITextField()
///     field.placeholder = "Search"
///     field.addAction(UIAction { _ in context.coordinator.text = field.text ?? "" }, for: .editingChanged)
///     return field
///   }
///   func updateUIView(_ field: UITextField, context: Context) {
///     context.coordinator.text = text
///     field.text = text
///   }
///   func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
/// }
/// ```
///
/// What `updateUIView(_:context:)` reads of observable models is tracked, so a change to it
/// renders the position again, as any view body's reads are.
@MainActor
public protocol UIViewRepresentable: PrimitiveView {
  /// The UIKit view this view shows.
  associatedtype UIViewType: UIView
  /// The object that carries state between the UIKit view and the declarative one (a
  /// delegate, say); `Void` when there is none.
  associatedtype Coordinator = Void
  /// What the make and update methods are handed.
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the UIKit view, once for the position.
  func makeUIView(context: Context) -> UIViewType
  /// Brings the UIKit view up to date with this view's properties.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Called when the position stops rendering; release what ``makeUIView(context:)`` set up.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  /// Makes the coordinator, before the UIKit view.
  func makeCoordinator() -> Coordinator
}

/// What a representable's make and update methods are handed: its coordinator and the
/// environment it is drawn in.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator ``UIViewRepresentable/makeCoordinator()`` made.
  public let coordinator: Representable.Coordinator
  /// The environment at the representable's position.
  public var environment: EnvironmentValues
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

extension UIViewRepresentable {
  /// Does nothing; override to release what the view holds.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

  /// Makes the UIKit view the first time, updates it every time, and draws it.
  public func render(in context: RenderContext) -> [Node] {
    let kept = context.persistentObject(
      "representable",
      make: {
        let coordinator = makeCoordinator()
        let view = makeUIView(
          context: Context(coordinator: coordinator, environment: context.environment))
        return Represented(view, coordinator: coordinator)
      },
      tearDown: { kept in Self.dismantleUIView(kept.made, coordinator: kept.coordinator) })
    // Drawn right below, so what the update changes is not told to the render again.
    ViewChanges.quietly {
      updateUIView(
        kept.made,
        context: Context(coordinator: kept.coordinator, environment: context.environment))
    }
    return context.render(ElementView(view: kept.made))
  }
}

/// What a representable made (a UIKit view or controller) and its coordinator, kept at its
/// position between renders.
@MainActor
final class Represented<Made: AnyObject, Coordinator> {
  let made: Made
  let coordinator: Coordinator

  init(_ made: Made, coordinator: Coordinator) {
    self.made = made
    self.coordinator = coordinator
  }
}

/// swift-navigation's wrapper for showing a UIKit view in a declarative one (a `#Preview`'s
/// body, say): the view is made once, by `base`.
public struct UIViewRepresenting<UIViewType: UIView>: UIViewRepresentable {
  let make: @MainActor () -> UIViewType

  /// Shows the view `base` makes.
  public init(_ base: @escaping @MainActor () -> UIViewType) {
    self.make = base
  }

  /// Makes the view.
  public func makeUIView(context: Context) -> UIViewType { make() }
  /// Nothing to update: the view is driven by its own code.
  public func updateUIView(_ uiView: UIViewType, context: Context) {}
}
