import ConcurrencyExtras
import Foundation
import Observation

/// An observation registrar for values that change on any thread but are mostly watched from
/// the main thread (views, `@MainActor` models).
///
/// Observation tells a tracker *before* a property changes. When the change happens off the
/// main queue, a main-actor tracker told that early can redraw before the new value is stored,
/// read the old one, and never hear of the change again: the screen misses it. So a change
/// made off the main queue is told twice: as it happens, as usual, and once more on the main
/// queue after it is stored, by an empty mutation that every tracker armed since hears.
struct MainQueueObservationRegistrar: Sendable {
  private let registrar = ObservationRegistrar()

  /// Records that `keyPath` of `subject` was read.
  func access<Subject: Observable & AnyObject & Sendable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Runs `mutation`, telling observers of `keyPath` around it and, when it runs off the main
  /// queue, once more on the main queue after it.
  func withMutation<Subject: Observable & AnyObject & Sendable, Member, Result>(
    of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> Result
  ) rethrows -> Result {
    let result = try registrar.withMutation(of: subject, keyPath: keyPath, mutation)
    if !Self.isOnMainQueue {
      let registrar = registrar
      let changed = UncheckedSendable(keyPath)
      DispatchQueue.main.async { [weak subject] in
        guard let subject else { return }
        registrar.withMutation(of: subject, keyPath: changed.value) {}
      }
    }
    return result
  }

  /// Marks the main queue, so that code can tell whether it runs there. (Not the main
  /// *thread*: once a program calls `dispatchMain()`, as test runners do on Linux, the main
  /// queue, and with it the main actor, runs on other threads.)
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main queue (and so on the main actor).
  static var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) == true
  }
}
