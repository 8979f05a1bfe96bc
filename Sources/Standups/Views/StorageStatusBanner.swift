import CairnWeb
import StandupsFeatures
import StandupsReducers

/// A notice across the top of every tab while the standups cannot be read or saved: the
/// person learns that their changes are not on disk yet, and that nothing is lost.
struct StorageStatusBanner: PrimitiveView {
  /// The notice; `nil` while storage works.
  let message: String?

  /// The notice for why the file cannot be read, or else why saves fail.
  static func message(readFailure: String?, saveFailure: String?) -> String? {
    if let reason = readFailure {
      return
        "Your saved standups could not be read (\(reason)). Nothing will be saved over them; changes are kept in memory and saved once the file can be read."
    }
    if let reason = saveFailure {
      return
        "Your changes could not be saved (\(reason)). They are kept, and saving is retried."
    }
    return nil
  }

  /// The notice for the shared store, in the models flavour.
  static func message(for store: StandupsStore) -> String? {
    message(readFailure: store.readFailure, saveFailure: store.saveFailure)
  }

  /// The notice for a storage problem, in the reducers flavour.
  static func message(_ problem: StandupsAppFeature.StorageProblem) -> String? {
    switch problem {
    case .cannotRead(let reason): message(readFailure: reason, saveFailure: nil)
    case .cannotSave(let reason): message(readFailure: nil, saveFailure: reason)
    }
  }

  func render(in context: RenderContext) -> [Node] {
    guard let message else { return [] }
    return [
      .element(
        "div", ["class": "banner", "role": "alert"],
        children: [.text(message)])
    ]
  }
}
