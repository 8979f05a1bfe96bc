@_spi(Runtime) import CairnWeb

/// Embeds a controller in a declarative view: `make` builds it the first time this position
/// renders, and it lives while the position does.
///
/// ```swift
/// AppScreen(url: { model.deepLink }, open: { model.open($0) }) {
///   ControllerRepresenting { UINavigationController(rootViewController: WiFiSettingsViewController(model: model)) }
/// }
/// ```
public struct ControllerRepresenting<Controller: UIViewController>: PrimitiveView {
  let make: @MainActor () -> Controller

  /// Embeds the controller `make` builds.
  public init(_ make: @escaping @MainActor () -> Controller) {
    self.make = make
  }

  /// Draws the controller, made on the first render here.
  public func render(in context: RenderContext) -> [Node] {
    let controller = context.persistentObject("controller", make: make)
    return context.render(ControllerBody(controller: controller))
  }
}

/// UIKitNavigation's name for ``ControllerRepresenting``: a controller in a declarative view
/// (a `#Preview`'s body, say).
public typealias UIViewControllerRepresenting<Controller: UIViewController> =
  ControllerRepresenting<Controller>

/// Embeds a declarative view in an imperative one: the reverse of `ControllerRepresenting`.
@MainActor
open class UIHostingView: UIView {
  var content: AnyView {
    didSet { setNeedsDisplay() }
  }

  /// A view drawing `content`.
  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.content = AnyView(content())
    super.init(frame: .zero)
  }

  init(_ content: AnyView) {
    self.content = content
    super.init(frame: .zero)
  }

  /// Draws the declarative content.
  open override func draw(in context: RenderContext) -> [Node] {
    context.render(content)
  }
}
