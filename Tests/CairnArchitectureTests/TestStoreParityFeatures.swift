import CairnArchitecture
import Foundation

/// A feature whose effects send actions back in chains, by a stream the test feeds, and after
/// a clock: what the TestStore parity tests exercise.
@Reducer
struct Relay {
  struct State: Equatable {
    var log: [String] = []
    var stamp: Date?
    var id: UUID?
  }

  @CasePathable
  enum Action: Equatable {
    case start
    case listen
    case number(Int)
    case child
    case late
    case delegate(Delegate)
    case stamp
    case makeID

    @CasePathable
    enum Delegate: Equatable {
      case success(Int)
    }
  }

  let numbers: AsyncStream<Int>

  init(numbers: AsyncStream<Int> = AsyncStream { $0.finish() }) {
    self.numbers = numbers
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        // Its effect sends `.child`, whose own effect sends `.late` after the clock.
        return .run { send in await send(.child) }
      case .listen:
        return .run { [numbers] send in
          for await number in numbers { await send(.number(number)) }
        }
      case .number(let number):
        state.log.append("\(number)")
        return number == 1 ? .send(.delegate(.success(number * 42))) : .none
      case .child:
        state.log.append("child")
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(10))
          await send(.late)
        }
      case .late:
        state.log.append("late")
        return .none
      case .delegate:
        return .none
      case .stamp:
        state.stamp = now
        return .none
      case .makeID:
        state.id = uuid()
        return .none
      }
    }
  }
}
