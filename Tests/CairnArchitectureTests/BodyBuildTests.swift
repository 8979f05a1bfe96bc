import CairnArchitecture
import Testing

/// A store builds a reducer's body once, and a scope builds its child's once, on first use.
@MainActor
@Suite("Body building")
struct BodyBuildTests {
  @Test func aStoreBuildsTheBodyOnceAndAScopeBuildsItsChildsOnFirstUse() {
    let builds = BuildCount()
    let store = Store(initialState: Pair.State()) { CountedPair(builds: builds) }
    #expect(builds.parent == 1)
    #expect(builds.child == 0)
    for _ in 0..<3 { store.send(.left(.incrementButtonTapped)) }
    store.send(.right(.decrementButtonTapped))
    #expect(store.left.count == 3)
    #expect(store.right.count == -1)
    #expect(builds.parent == 1)
    // One per scope: the left counter's and the right counter's.
    #expect(builds.child == 2)
  }
}

/// How many times bodies were built.
@MainActor
final class BuildCount {
  var parent = 0
  var child = 0
}

/// `Pair` with a body that counts its builds and its children's.
struct CountedPair: Reducer {
  let builds: BuildCount

  var body: some ReducerOf<Pair> {
    let _ = MainActor.assumeIsolated { builds.parent += 1 }
    Scope(state: \.left, action: \.left) { CountedCounter(builds: builds) }
    Scope(state: \.right, action: \.right) { CountedCounter(builds: builds) }
  }
}

/// `Counter` with a body that counts its builds.
struct CountedCounter: Reducer {
  let builds: BuildCount

  var body: some ReducerOf<Counter> {
    let _ = MainActor.assumeIsolated { builds.child += 1 }
    Counter()
  }
}
