import CairnArchitecture
import Testing

private enum LevelKey: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

extension DependencyValues {
  fileprivate var level: Int {
    get { self[LevelKey.self] }
    set { self[LevelKey.self] = newValue }
  }
}

struct TransformGreeting: TestDependencyKey, Equatable {
  var text: String
  static let testValue = TransformGreeting(text: "hello")
}

/// `dependency(_:_:)` and `transformDependency(_:transform:)`: which override a reducer and
/// its effects see, and how chained overrides fuse.
@MainActor
@Suite("Dependency overrides")
struct DependencyTransformTests {
  struct Reader: Reducer {
    struct State: Equatable {
      var seen: [Int] = []
      var greeting = ""
    }
    enum Action: Equatable {
      case read, readLater
      case seenLater(Int)
    }
    @Dependency(\.level) var level
    @Dependency(TransformGreeting.self) var greeting
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .read:
          state.seen.append(level)
          state.greeting = greeting.text
          return .none
        case .readLater:
          return .run { send in
            @Dependency(\.level) var level
            await send(.seenLater(level))
          }
        case .seenLater(let value):
          state.seen.append(value)
          return .none
        }
      }
    }
  }

  @Test func chainedOverridesFuseAndTheClosestWins() async {
    let reducer: _DependencyKeyWritingReducer<Reader> = Reader()
      .dependency(\.level, 1)
      .dependency(\.level, 2)
      .transformDependency(\.level) { $0 = 3 }
    let store = TestStore(initialState: Reader.State()) { reducer }
    await store.send(.read) {
      $0.seen = [1]
      $0.greeting = "hello"
    }
  }

  @Test func aTransformSeesTheValueFromOutside() async {
    let store = TestStore(initialState: Reader.State()) {
      CombineReducers {
        Reader()
          .transformDependency(\.level) { $0 += 10 }
      }
      .dependency(\.level, 5)
    }
    await store.send(.read) {
      $0.seen = [15]
      $0.greeting = "hello"
    }
  }

  @Test func transformsRunOutermostFirst() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader()
        .transformDependency(\.level) { $0 *= 10 }
        .transformDependency(\.level) { $0 += 2 }
    }
    // (0 + 2) * 10: the transform written closest to the reducer runs last.
    await store.send(.read) {
      $0.seen = [20]
      $0.greeting = "hello"
    }
  }

  @Test func effectsRunWithTheOverriddenDependencies() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader().transformDependency(\.level) { $0 = 7 }
    }
    await store.send(.readLater)
    await store.receive(.seenLater(7)) { $0.seen = [7] }
  }

  @Test func aDependencyOfItsOwnTypeIsOverriddenByValue() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader().dependency(TransformGreeting(text: "bonjour"))
    }
    await store.send(.read) {
      $0.seen = [0]
      $0.greeting = "bonjour"
    }
  }
}
