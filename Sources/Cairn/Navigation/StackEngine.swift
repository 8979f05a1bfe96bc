/// Drives a navigation stack from a `UIBinding<[Element]>`: the counterpart of
/// ``PresentationEngine`` for drill-down stacks.
///
/// The renderer calls ``update()`` whenever the path may have changed; the engine diffs the
/// pushed screens against the path (``StackDiff``) and calls the host's `pop` for screens
/// that left, top first, and `push` for new ones, bottom first. Appending pushes one screen,
/// removing pops, and replacing the path does only the pops and pushes needed.
///
/// When the user goes back, the host calls ``userDidPop(toDepth:)`` and the engine removes
/// the popped elements from the path.
@MainActor
public final class StackEngine<Element, Screen> {
  private let path: UIBinding<[Element]>
  private let identity: PresentationIdentity<Element>
  private let push: @MainActor (UIBinding<Element>, Int) -> Screen
  private let pop: @MainActor (Screen) -> Void
  private var stack: [(id: AnyHashable, screen: Screen)] = []

  /// Creates an engine.
  /// - Parameters:
  ///   - path: The stack's state, bottom first; empty shows only the root.
  ///   - identity: How to tell whether an element is still the pushed one.
  ///   - push: Builds and shows the screen for an element at a depth (1 for the first
  ///     pushed screen); receives a binding to the element.
  ///   - pop: Hides and releases a screen made by `push`; called exactly once per screen.
  public init(
    path: UIBinding<[Element]>,
    identity: PresentationIdentity<Element>,
    push: @escaping @MainActor (UIBinding<Element>, Int) -> Screen,
    pop: @escaping @MainActor (Screen) -> Void
  ) {
    self.path = path
    self.identity = identity
    self.push = push
    self.pop = pop
  }

  /// The pushed screens, bottom first.
  ///
  /// (Closures rather than key paths here and below: a key path into this generic type is
  /// instantiated anew on every call, which cost a render more than the rest of this engine.)
  public var screens: [Screen] { stack.map { $0.screen } }

  /// Brings the pushed screens in line with the path and returns what it did.
  @discardableResult
  public func update() -> StackDiff {
    let elements = path.wrappedValue
    let diff = StackDiff(from: stack.map { $0.id }, to: elements.map { identity($0) })
    popScreens(diff.popCount)
    for index in diff.pushes {
      let element = elements[index]
      let binding = path.derived { base in
        StackElementLocation(path: base, index: index, identity: identity, initialValue: element)
      }
      stack.append((identity(element), push(binding, index + 1)))
    }
    return diff
  }

  /// Reports that the user went back to `depth` (0 is the root): the screens above it are
  /// popped and their elements removed from the path.
  ///
  /// Only elements that are still the ones pushed are removed: if the model has meanwhile
  /// changed the path below the popped screens, the path is left alone.
  public func userDidPop(toDepth depth: Int) {
    let depth = max(0, depth)
    guard depth < stack.count else { return }
    let shownIDs = stack.map { $0.id }
    popScreens(stack.count - depth)
    var elements = path.wrappedValue
    let pathIDs = elements.map { identity($0) }
    guard pathIDs.count >= shownIDs.count, Array(pathIDs.prefix(shownIDs.count)) == shownIDs
    else { return }
    elements.removeSubrange(depth..<shownIDs.count)
    path.wrappedValue = elements
  }

  /// Pops every screen because the stack itself is going away. The path is not written.
  public func tearDown() {
    popScreens(stack.count)
  }

  private func popScreens(_ count: Int) {
    for _ in 0..<count {
      guard let top = stack.popLast() else { return }
      pop(top.screen)
    }
  }
}

extension StackEngine where Element: Hashable {
  /// Creates an engine whose elements are told apart by equality, as in an array path of
  /// `Hashable` values.
  public convenience init(
    path: UIBinding<[Element]>,
    push: @escaping @MainActor (UIBinding<Element>, Int) -> Screen,
    pop: @escaping @MainActor (Screen) -> Void
  ) {
    self.init(path: path, identity: PresentationIdentity { $0 }, push: push, pop: pop)
  }
}
