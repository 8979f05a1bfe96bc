/// A value that views produce while rendering and that flows *up* to the container that owns
/// it, in the spirit of SwiftUI's preference keys.
///
/// The environment carries values down to a subtree; preferences carry what a subtree says
/// back up: a screen's title and toolbar, a picker's options, the drill-downs a screen
/// pushes, the dialogs drawn above everything, which field the model wants focused, the
/// lifecycle hooks of the views on screen. A container renders its content with
/// ``RenderContext/renderCollectingPreferences(_:)``, reads the keys it owns, and forwards the
/// rest with ``RenderContext/forward(_:)``.
///
/// ```swift
/// struct UnreadCount: PreferenceKey {
///   static let defaultValue = 0
///   static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
/// }
///
/// Text("Inbox").preference(key: UnreadCount.self, value: 3)
/// ```
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a subtree in which no view set the key.
  static var defaultValue: Value { get }
  /// Combines the value collected so far with the next one set, in rendering order (which is
  /// document order).
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The preference values a subtree set, by key.
public struct PreferenceValues {
  private struct Entry {
    var value: Any
    let merge: (inout Any, Any) -> Void
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// No values.
  public init() {}

  /// The combined value of `key`, or its default if no view set it.
  public subscript<Key: PreferenceKey>(key: Key.Type) -> Key.Value {
    (entries[ObjectIdentifier(key)]?.value as? Key.Value) ?? Key.defaultValue
  }

  /// Whether any view in the subtree set `key`.
  public func contains<Key: PreferenceKey>(_ key: Key.Type) -> Bool {
    entries[ObjectIdentifier(key)] != nil
  }

  /// Combines `value` into `key` with the key's `reduce`.
  public mutating func add<Key: PreferenceKey>(_ key: Key.Type, _ value: Key.Value) {
    let id = ObjectIdentifier(key)
    if var entry = entries[id] {
      entry.merge(&entry.value, value)
      entries[id] = entry
    } else {
      entries[id] = Entry(value: value) { collected, next in
        guard var current = collected as? Key.Value, let next = next as? Key.Value else { return }
        Key.reduce(value: &current) { next }
        collected = current
      }
    }
  }

  /// Removes `key`'s value and returns it (the default if no view set it): what a container
  /// does with the keys it owns before forwarding the rest.
  public mutating func take<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
    let value = self[key]
    entries[ObjectIdentifier(key)] = nil
    return value
  }

  /// Combines every value of `other` into these, key by key, as if `other`'s views had been
  /// rendered after these.
  mutating func merge(_ other: PreferenceValues) {
    for (id, incoming) in other.entries {
      if var entry = entries[id] {
        entry.merge(&entry.value, incoming.value)
        entries[id] = entry
      } else {
        entries[id] = incoming
      }
    }
  }

  /// Whether no view set any key.
  public var isEmpty: Bool { entries.isEmpty }
}

extension RenderContext {
  /// Sets `key` to `value` for the containers above this view.
  public func preference<Key: PreferenceKey>(_ key: Key.Type, _ value: Key.Value) {
    pass.preferences[pass.preferences.count - 1].add(key, value)
  }

  /// Renders `view` and returns what it set besides its nodes. Nothing it set reaches the
  /// containers above unless forwarded with ``forward(_:)``.
  public func renderCollectingPreferences<Content: View>(
    _ view: Content
  ) -> (nodes: [Node], preferences: PreferenceValues) {
    collectingPreferences { render(view) }
  }

  /// Runs `body` and returns the preferences the views it rendered set, which are kept from
  /// the containers above.
  func collectingPreferences<Result>(
    _ body: () -> Result
  ) -> (Result, preferences: PreferenceValues) {
    pass.preferences.append(PreferenceValues())
    let result = body()
    let collected = pass.preferences.removeLast()
    return (result, collected)
  }

  /// Hands `preferences` on to the containers above, as if the views that set them had set
  /// them here.
  public func forward(_ preferences: PreferenceValues) {
    pass.preferences[pass.preferences.count - 1].merge(preferences)
  }
}

extension View {
  /// Sets `key` to `value` for the containers above this view.
  public func preference<Key: PreferenceKey>(
    key: Key.Type, value: Key.Value
  ) -> ModifiedView<Self> {
    modified { context, content in
      context.preference(key, value)
      return context.render(content)
    }
  }
}
