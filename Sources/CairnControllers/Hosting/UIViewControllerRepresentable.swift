@_spi(Runtime) import CairnWeb

/// A UIKit view controller inside a declarative view, as SwiftUI's
/// `UIViewControllerRepresentable` is: made once with ``makeUIViewController(context:)``,
/// updated by ``updateUIViewController(_:context:)`` on every render of its position, and
/// handed to ``dismantleUIViewController(_:coordinator:)`` when the position goes away.
///
/// The controller's screen is drawn in place: its view, title bar buttons and what it
/// presents, as ``ControllerRepresenting`` draws it.
@MainActor
public protocol UIViewControllerRepresentable: PrimitiveView {
  /// The controller this view shows.
  associatedtype UIViewControllerType: UIViewController
  /// The object that carries state between the controller and the declarative view; `Void`
  /// when there is none.
  associatedtype Coordinator = Void
  /// What the make and update methods are handed.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the controller, once for the position.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Brings the controller up to date with this view's properties.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  /// Called when the position stops rendering.
  static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator)
  /// Makes the coordinator, before the controller.
  func makeCoordinator() -> Coordinator
}

/// What a controller representable's make and update methods are handed.
@MainActor
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  /// The coordinator ``UIViewControllerRepresentable/makeCoordinator()`` made.
  public let coordinator: Representable.Coordinator
  /// The environment at the representable's position.
  public var environment: EnvironmentValues
}

extension UIViewControllerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
  /// Does nothing; override to release what the controller holds.
  public static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator
  ) {}

  /// Makes the controller the first time, updates it every time, and draws its screen.
  public func render(in context: RenderContext) -> [Node] {
    let kept = context.persistentObject(
      "representable",
      make: {
        let coordinator = makeCoordinator()
        let controller = makeUIViewController(
          context: Context(coordinator: coordinator, environment: context.environment))
        return Represented(controller, coordinator: coordinator)
      },
      tearDown: { kept in
        Self.dismantleUIViewController(kept.made, coordinator: kept.coordinator)
      })
    // Drawn right below, so what the update changes is not told to the render again.
    ViewChanges.quietly {
      updateUIViewController(
        kept.made,
        context: Context(coordinator: kept.coordinator, environment: context.environment))
    }
    return context.render(ControllerBody(controller: kept.made))
  }
}
