import CustomDump

/// The identity of an element of a ``StackState``: given in increasing order as elements are
/// pushed, never reused within the stack. Write `0`, `1`, … in tests.
public struct StackElementID: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The number: 0 for the first element pushed, then 1, 2, …
  public let rawValue: Int

  /// The id numbered `rawValue`.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The id numbered `generation`: Composable Architecture's name for the number.
  public init(generation: Int) {
    self.init(rawValue: generation)
  }

  /// The number, by Composable Architecture's name: 0 for the first element pushed.
  public var generation: Int { rawValue }

  /// The id numbered `value`: `StackElementID(0)` is written `0`.
  public init(integerLiteral value: Int) {
    self.init(rawValue: value)
  }

  /// Ids compare by the order they were given in.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `#3`.
  public var description: String { "#\(rawValue)" }
}

/// The screens pushed on a navigation stack, each with its ``StackElementID``: a stack drives
/// drill-downs the way ``PresentationState`` drives sheets.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// // …
/// state.path.append(.detail(Detail.State(standup: standup)))
/// ```
public struct StackState<Element> {
  private var _ids: [StackElementID]
  private var values: [Element]
  private var nextID: Int
  /// The ids `forEach` saw on the stack when it last ran: how it notices elements another
  /// reducer removed in between, and cancels their effects.
  var mounted: [StackElementID]?
  /// The stack's own identity, so two stacks' elements with the same id never share
  /// cancellation ids or dismissals. Copies keep it.
  let stackID = PresentationID.next()

  /// A stack of `elements`, bottom first, with ids 0, 1, …
  public init(_ elements: some Sequence<Element>) {
    self.values = Array(elements)
    self._ids = values.indices.map { StackElementID(rawValue: $0) }
    self.nextID = values.count
  }

  /// An empty stack.
  public init() {
    self.init([])
  }

  /// The id the next pushed element gets: what a view sends in `.push(id:state:)`.
  public var nextElementID: StackElementID { StackElementID(rawValue: nextID) }

  /// The ids of the elements, bottom first.
  public var elementIDs: [StackElementID] { _ids }

  /// The ids of the elements, bottom first: Composable Architecture's name for
  /// `elementIDs`.
  public var ids: [StackElementID] { _ids }

  /// Pushes `element` on top with the next id.
  public mutating func append(_ element: Element) {
    append(element, id: StackElementID(rawValue: nextID))
  }

  /// Pushes `element` with `id`, which must be new; later ids continue after it.
  mutating func append(_ element: Element, id: StackElementID) {
    _ids.append(id)
    values.append(element)
    nextID = Swift.max(nextID, id.rawValue + 1)
  }

  /// Pops the element with `id` and everything above it.
  public mutating func pop(from id: StackElementID) {
    guard let index = _ids.firstIndex(of: id) else { return }
    _ids.removeSubrange(index...)
    values.removeSubrange(index...)
  }

  /// Pops everything above the element with `id`.
  public mutating func pop(to id: StackElementID) {
    guard let index = _ids.firstIndex(of: id) else { return }
    _ids.removeSubrange((index + 1)...)
    values.removeSubrange((index + 1)...)
  }

  /// Pops the top element, if there is one.
  @discardableResult
  public mutating func popLast() -> Element? {
    guard !_ids.isEmpty else { return nil }
    _ids.removeLast()
    return values.removeLast()
  }

  /// Empties the stack. Later elements still get new ids.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _ids.removeAll(keepingCapacity: keepCapacity)
    values.removeAll(keepingCapacity: keepCapacity)
  }

  /// The element with `id`; `nil` when the stack has no such element. Setting `nil` removes
  /// that element only (the elements above it stay, as in Composable Architecture; use
  /// `pop(from:)` to pop it and everything above it). Setting an element for an id the stack
  /// doesn't have pushes it on top with that id, so a test writes a push as
  /// `$0.path[id: 1] = .detail(…)`.
  public subscript(id id: StackElementID) -> Element? {
    get { _ids.firstIndex(of: id).map { values[$0] } }
    set {
      guard let index = _ids.firstIndex(of: id) else {
        if let newValue { append(newValue, id: id) }
        return
      }
      if let newValue {
        values[index] = newValue
      } else {
        _ids.remove(at: index)
        values.remove(at: index)
      }
    }
    _modify {
      if let index = _ids.firstIndex(of: id) {
        var element: Element? = values[index]
        defer {
          if let element {
            values[index] = element
          } else {
            _ids.remove(at: index)
            values.remove(at: index)
          }
        }
        yield &element
      } else {
        var absent: Element? = nil
        defer { if let absent { append(absent, id: id) } }
        yield &absent
      }
    }
  }

  /// Changes the element with `id` in place; `false` when there is none.
  mutating func modify<Result>(
    id: StackElementID, _ body: (inout Element) -> Result
  ) -> Result? {
    guard let index = _ids.firstIndex(of: id) else { return nil }
    return body(&values[index])
  }
}

extension StackState: RandomAccessCollection, RangeReplaceableCollection {
  /// The position of the bottom element.
  public var startIndex: Int { values.startIndex }
  /// The position after the top element.
  public var endIndex: Int { values.endIndex }
  /// The element at `position`, bottom first.
  public subscript(position: Int) -> Element { values[position] }

  /// Replaces the elements at `subrange` with `newElements`, which get new ids: what
  /// `removeLast(_:)`, `removeFirst()`, `insert(_:at:)` and the rest of the collection API
  /// are made of.
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    let newIDs = (0..<newElements.count).map { StackElementID(rawValue: nextID + $0) }
    nextID += newIDs.count
    _ids.replaceSubrange(subrange, with: newIDs)
    values.replaceSubrange(subrange, with: newElements)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of the listed elements, bottom first.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Equal when the ids and elements are, in order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.values == rhs.values
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the ids and elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_ids)
    hasher.combine(values)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomDumpReflectable {
  /// Dumps as the elements keyed by their ids: `#0: …`.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: zip(_ids, values).map { (label: "\($0)" as String?, value: $1 as Any) },
      displayStyle: .dictionary)
  }
}

extension StackElementID: CustomDumpStringConvertible {
  /// Dumps as `#3`.
  public var customDumpDescription: String { description }
}
