/// Content presented by a presentation site or pushed on a stack: a unique key (so a
/// re-presentation is a new element in the browser) and the identity-guarded binding the
/// engine hands out.
@MainActor
final class PresentedInstance<Item> {
  let key: String
  let binding: UIBinding<Item>

  init(key: String, binding: UIBinding<Item>) {
    self.key = key
    self.binding = binding
  }
}

/// One presentation modifier's state between renders: the core `PresentationEngine` for its
/// binding.
@MainActor
final class PresentationSite<Item>: PresentationSiteProtocol {
  let binding: UIBinding<Item?>
  let engine: PresentationEngine<Item, PresentedInstance<Item>>
  private let dismissal: DismissalHook

  /// Runs after the presented content goes away, however it went (the user, the model, the
  /// presenting view leaving): a modifier's `onDismiss`, set again by every render.
  var onDismiss: (@MainActor () -> Void)? {
    get { dismissal.action }
    set { dismissal.action = newValue }
  }

  init(binding: UIBinding<Item?>, identity: PresentationIdentity<Item>, renderer: Renderer) {
    self.binding = binding
    let dismissal = DismissalHook(renderer: renderer)
    self.dismissal = dismissal
    self.engine = PresentationEngine(
      item: binding,
      identity: identity,
      present: { [unowned renderer] binding in
        PresentedInstance(key: renderer.makeInstanceKey(), binding: binding)
      },
      dismiss: { _ in dismissal.fire() }
    )
  }

  /// Brings the engine in line with the binding and returns what is presented.
  func update() -> PresentedInstance<Item>? {
    engine.update()
    return engine.presented
  }

  func tearDown() {
    engine.tearDown()
  }
}

/// A presentation's `onDismiss`: run once the render that noticed the dismissal is complete,
/// as SwiftUI runs it after the content has gone, never in the middle of drawing.
@MainActor
final class DismissalHook {
  var action: (@MainActor () -> Void)?
  private unowned let renderer: Renderer

  init(renderer: Renderer) {
    self.renderer = renderer
  }

  func fire() {
    guard let action else { return }
    renderer.enqueueHook(action)
  }
}

extension RenderContext {
  /// The presentation site for `kind` at this position, bound to `binding`.
  func presentationSite<Item>(
    _ kind: String,
    binding: UIBinding<Item?>,
    itemIdentity: PresentationIdentity<Item> = .automatic
  ) -> PresentationSite<Item> {
    let renderer = pass.renderer
    return renderer.site(
      identity + "/" + kind,
      in: pass,
      isCurrent: { $0.binding == binding },
      make: { PresentationSite(binding: binding, identity: itemIdentity, renderer: renderer) }
    )
  }
}
