import CairnWeb
import StandupsFeatures

/// A notice across the top of every tab while the standups cannot be read or saved: the
/// person learns that their changes are not on disk yet, and that nothing is lost. While
/// saves fail, "Try again" saves at once instead of waiting for the next automatic retry
/// (which backs off to a minute), so a person who just freed the disk sees it work.
struct StorageStatusBanner: PrimitiveView {
  /// What is wrong with storage; `nil` while it works.
  let problem: StorageProblem?
  /// Saves now ("Try again").
  let retry: @MainActor @Sendable () async -> Void

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
    guard let message = Self.message(problem) else { return [] }
    var children: [Node] = [.text(message)]
    if case .cannotSave = problem {
      children.append(.text(" "))
      children += context.render(Button("Try again") { await retry() })
    }
    return [.element("div", ["class": "banner", "role": "alert"], children: children)]
  }
}
