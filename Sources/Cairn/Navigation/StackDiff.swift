/// The fewest pops and pushes that turn one navigation stack into another.
///
/// Screens are compared by identity from the bottom up; everything above the first
/// difference is popped and the rest of the new stack pushed. Replacing a path with one that
/// shares its first two elements pops and pushes only above those two.
public struct StackDiff: Equatable, Sendable {
  /// How many screens to pop from the top, first.
  public var popCount: Int
  /// The indices in the new stack to push, in order, after popping.
  public var pushes: Range<Int>

  /// A diff with the given pops and pushes.
  public init(popCount: Int, pushes: Range<Int>) {
    self.popCount = popCount
    self.pushes = pushes
  }

  /// The diff from the stack of identities `old` to `new`.
  public init<ID: Equatable>(from old: [ID], to new: [ID]) {
    let shared = zip(old, new).prefix { $0 == $1 }.count
    popCount = old.count - shared
    pushes = shared..<new.count
  }

  /// Whether the two stacks were already the same.
  public var isEmpty: Bool { popCount == 0 && pushes.isEmpty }
}
