import CairnWeb

/// A controller whose screen is declarative content: the way to push or present a CairnWeb
/// view from controller code.
///
/// ```swift
/// present(UIHostingController(rootView: Form { Text("About this app") }), animated: true)
/// ```
@MainActor
open class UIHostingController<Content: View>: UIViewController {
  /// The content shown; setting it redraws the screen.
  public var rootView: Content {
    didSet { hostingView?.content = AnyView(rootView) }
  }
  private var hostingView: UIHostingView?

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// Makes a view drawing the content.
  open override func loadView() {
    let hosting = UIHostingView(AnyView(rootView))
    hostingView = hosting
    view = hosting
  }
}
