/// An object a view keeps at its position between renders: made on the first render there,
/// released when the position stops rendering.
final class PersistentObject<Object: AnyObject>: PresentationSiteProtocol {
  let object: Object
  let onTearDown: ((Object) -> Void)?

  init(_ object: Object, onTearDown: ((Object) -> Void)? = nil) {
    self.object = object
    self.onTearDown = onTearDown
  }

  func tearDown() { onTearDown?(object) }
}

extension RenderContext {
  /// The object kept at this position under `name`, made by `make` the first time (and again
  /// after the position stopped rendering). For runtime containers that own objects across
  /// renders, such as a hosted view controller.
  @_spi(Runtime)
  ///
  /// `tearDown`, if given, is handed the object when the position stops rendering.
  public func persistentObject<Object: AnyObject>(
    _ name: String,
    make: () -> Object,
    tearDown: ((Object) -> Void)? = nil
  ) -> Object {
    pass.renderer.site(
      identity + "/" + name,
      in: pass,
      isCurrent: { (_: PersistentObject<Object>) in true },
      make: { PersistentObject(make(), onTearDown: tearDown) }
    ).object
  }
}
