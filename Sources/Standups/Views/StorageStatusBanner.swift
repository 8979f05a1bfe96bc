import CairnWeb
import StandupsFeatures

/// A notice across the top of every tab while the standups cannot be read or saved: the
/// person learns that their changes are not on disk yet, and that nothing is lost.
struct StorageStatusBanner: PrimitiveView {
  /// The notice; `nil` while storage works.
  let message: String?

  /// The notice for `problem`, in either flavour.
  static func message(_ problem: StorageProblem?) -> String? {
    switch problem {
    case .cannotRead(let reason):
      "Your saved standups could not be read (\(reason)). Nothing will be saved over them; changes are kept in memory and saved once the file can be read."
    case .cannotSave(let reason):
      "Your changes could not be saved (\(reason)). They are kept, and saving is retried."
    case .unavailable(let sentence):
      sentence
    case nil:
      nil
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
