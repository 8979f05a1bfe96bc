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
///
/// The site belongs to its position, not to the binding value a render handed it: code written
/// for SwiftUI often derives the binding afresh in every render (`Binding(get:set:)` in a
/// helper), and SwiftUI keeps such a sheet up as long as its item keeps its identity. So each
/// render points the site at the binding it was given (``rebind(to:)``), and the engine reads
/// and writes through whichever binding is current; only the item's identity decides whether
/// the content is presented again.
@MainActor
final class PresentationSite<Item>: PresentationSiteProtocol {
  /// The binding the latest render handed this site.
  private(set) var binding: UIBinding<Item?>
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
    let current = CurrentBinding(binding)
    self.current = current
    self.engine = PresentationEngine(
      item: UIBinding(
        get: { current.binding.wrappedValue },
        set: { current.binding.wrappedValue = $0 }
      ),
      identity: identity,
      present: { [unowned renderer] binding in
        PresentedInstance(key: renderer.makeInstanceKey(), binding: binding)
      },
      dismiss: { _ in dismissal.fire() }
    )
  }

  private let current: CurrentBinding<Item?>

  /// Points the site at `binding`, the one this render derived; the engine and the presented
  /// content read and write through it from now on.
  func rebind(to binding: UIBinding<Item?>) {
    guard binding != self.binding else { return }
    self.binding = binding
    current.binding = binding
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

/// The binding a site's engine goes through, replaced by each render.
@MainActor
final class CurrentBinding<Value> {
  var binding: UIBinding<Value>

  init(_ binding: UIBinding<Value>) {
    self.binding = binding
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
    let site = renderer.site(
      identity + "/" + kind,
      in: pass,
      isCurrent: { (_: PresentationSite<Item>) in true },
      make: { PresentationSite(binding: binding, identity: itemIdentity, renderer: renderer) }
    )
    site.rebind(to: binding)
    return site
  }
}
