import Foundation
import Synchronization

extension Color {
  /// The colour registered under `name` (SwiftUI's `Color("sky")`, which on Apple's systems
  /// reads an asset catalogue). Register an app's colours with ``register(_:as:)`` before its
  /// views draw; a name nobody registered draws as the text around it (`currentColor`), so a
  /// missing colour never hides content. `bundle` is accepted for source compatibility and not
  /// read.
  public init(_ name: String, bundle: Bundle? = nil) {
    self = Self.registry.withLock { $0[name] } ?? Color(unregisteredName: name)
  }

  /// Registers `color` under `name`, for ``init(_:bundle:)``; a later registration of the
  /// same name replaces the earlier one.
  public static func register(_ name: String, as color: Color) {
    registry.withLock { $0[name] = color }
  }

  private static let registry = Mutex<[String: Color]>([:])

  /// A colour no one registered: a CSS custom property named after it (letters, digits and
  /// dashes only, so a name can never reach outside the value), falling back to the text
  /// colour. A stylesheet may define `--color-<name>`.
  private init(unregisteredName name: String) {
    let identifier = String(
      name.lowercased().unicodeScalars.map {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "-"
      })
    self.init(css: "var(--color-\(identifier), currentColor)")
  }
}
