import CairnArchitecture
import Testing

/// A number dependency, for effects that read it.
private struct Offset: TestDependencyKey {
  var value: Int
  static let testValue = Offset(value: 0)
}

extension DependencyValues {
  fileprivate var offset: Offset {
    get { self[Offset.self] }
    set { self[Offset.self] = newValue }
  }
}

/// A feature whose effect is made inside `withDependencies`, as TCA's own store tests do.
private struct Bumper: Reducer {
  struct State: Equatable { var seen = -1 }
  enum Action: Equatable {
    case tap
    case seen(Int)
  }
  @Dependency(\.offset) var offset

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tap:
      return withDependencies {
        $0.offset.value += 10
      } operation: {
        .run { send in await send(.seen(offset.value)) }
      }
    case .seen(let value):
      state.seen = value
      return .none
    }
  }
}

@MainActor
@Suite("Effect.run escapes the dependencies it was made with")
struct EffectEscapedDependenciesTests {
  @Test func anEffectMadeInsideWithDependenciesSeesTheOverride() async {
    let store = Store(initialState: Bumper.State()) {
      Bumper()
    } withDependencies: {
      $0.offset.value = 1
    }
    await store.send(.tap).finish()
    #expect(store.seen == 11, "the store's value, changed where the effect was made")
  }
}
