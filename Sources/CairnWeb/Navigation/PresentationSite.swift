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

  init(binding: UIBinding<Item?>, identity: PresentationIdentity<Item>, renderer: Renderer) {
    self.binding = binding
    self.engine = PresentationEngine(
      item: binding,
      identity: identity,
      present: { [unowned renderer] binding in
        PresentedInstance(key: renderer.makeInstanceKey(), binding: binding)
      },
      dismiss: { _ in }
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
