/// A type-erased navigation stack: a path whose elements may be of different `Hashable`
/// types.
///
/// ```swift
/// var path = UINavigationPath()
/// path.append(standup)          // a Standup
/// path.append(meeting.id)       // a Meeting.ID
/// ```
///
/// Drive a ``StackEngine`` with `$model.path.elements`.
public struct UINavigationPath: Hashable, Sendable {
  /// One element of the path, of any `Hashable` and `Sendable` type.
  public struct Element: Hashable, Sendable, CustomStringConvertible {
    /// The element itself.
    public let base: any Hashable & Sendable

    /// Wraps an element.
    public init(_ base: some Hashable & Sendable) {
      self.base = base
    }

    /// Elements are equal when they are of the same type and equal as that type.
    public static func == (lhs: Element, rhs: Element) -> Bool {
      AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the element as its own type.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(AnyHashable(base))
    }

    /// The element's own description.
    public var description: String { String(describing: base) }
  }

  /// The elements, bottom first.
  public var elements: [Element]

  /// Creates an empty path.
  public init() {
    elements = []
  }

  /// Creates a path from a sequence of elements of one type.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Sendable {
    self.elements = elements.map(Element.init)
  }

  /// How many elements the path holds.
  public var count: Int { elements.count }

  /// Whether the path is empty, showing only the root.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes an element.
  public mutating func append(_ value: some Hashable & Sendable) {
    elements.append(Element(value))
  }

  /// Pops the top `k` elements.
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
  }

  /// The element at `index`, if it is of type `T`.
  public func element<T>(at index: Int, as type: T.Type = T.self) -> T? {
    guard elements.indices.contains(index) else { return nil }
    return elements[index].base as? T
  }
}
