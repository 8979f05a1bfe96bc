import Observation

/// A view property whose storage the renderer keeps at the view's position between renders
/// (``State``, ``FocusState``), rather than in the view value, which is made afresh each time
/// its parent's body runs.
@MainActor
protocol ViewLocalProperty {
  /// Points the property at the storage kept under `key` at the context's position, making
  /// that storage from the property's own value the first time.
  func attach(to context: RenderContext, key: ViewLocalKey)
}

/// Which property of which view a kept storage belongs to: the view's type and the property's
/// name. With the position, it tells apart two properties of one view, and the properties of a
/// view and of the view its body is (which share a position).
struct ViewLocalKey {
  let view: Any.Type
  let label: String?

  /// The name the storage is kept under at its position.
  var name: String {
    "local:" + _typeName(view, qualified: true) + "." + (label ?? "_")
  }
}

/// The observable storage of a view-local value.
///
/// A property first holds storage of its own, so it works outside a render (in a test, a
/// preview). The first render at a position keeps that storage there; the properties of later
/// renders of the view at that position forward to the kept one and their own initial values
/// are ignored, as SwiftUI keeps the first.
@Observable
final class ViewLocalStorage<Value>: @unchecked Sendable {
  var value: Value
  /// The storage kept at the view's position, once a render has attached this property to it.
  @ObservationIgnored var kept: ViewLocalStorage<Value>?

  init(_ value: Value) {
    self.value = value
  }

  /// The storage reads and writes go to: the kept one if attached, else this one.
  var current: ViewLocalStorage<Value> { kept ?? self }

  /// Attaches to the storage kept under `key` at the context's position, keeping this one
  /// there if there is none yet.
  @MainActor
  func attach(to context: RenderContext, key: ViewLocalKey) {
    let storage = context.persistentObject(key.name) { self }
    kept = storage === self ? nil : storage
  }
}
