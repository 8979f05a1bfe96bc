/// An object a view keeps at its position between renders: made on the first render there,
/// released when the position stops rendering.
final class PersistentObject<Object: AnyObject>: PresentationSiteProtocol {
  let object: Object

  init(_ object: Object) {
    self.object = object
  }

  func tearDown() {}
}

extension RenderContext {
  /// The object kept at this position under `name`, made by `make` the first time (and again
  /// after the position stopped rendering). For runtime containers that own objects across
  /// renders, such as a hosted view controller.
  @_spi(Runtime)
  public func persistentObject<Object: AnyObject>(
    _ name: String,
    make: () -> Object
  ) -> Object {
    pass.renderer.site(
      identity + "/" + name,
      in: pass,
      isCurrent: { (_: PersistentObject<Object>) in true },
      make: { PersistentObject(make()) }
    ).object
  }
}
