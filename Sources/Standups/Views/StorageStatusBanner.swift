import CairnWeb
import StandupsFeatures

/// A notice across the top of every tab while the standups cannot be read or saved: the
/// person learns that their changes are not on disk yet, and that nothing is lost.
struct StorageStatusBanner: PrimitiveView {
  let store: StandupsStore

  /// The notice, or nothing while storage works.
  static func message(for store: StandupsStore) -> String? {
    if let reason = store.readFailure {
      return
        "Your saved standups could not be read (\(reason)). Nothing will be saved over them; changes are kept in memory and saved once the file can be read."
    }
    if let reason = store.saveFailure {
      return
        "Your changes could not be saved (\(reason)). They are kept, and saving is retried."
    }
    return nil
  }

  func render(in context: RenderContext) -> [Node] {
    guard let message = Self.message(for: store) else { return [] }
    return [
      .element(
        "div", ["class": "banner", "role": "alert"],
        children: [.text(message)])
    ]
  }
}
