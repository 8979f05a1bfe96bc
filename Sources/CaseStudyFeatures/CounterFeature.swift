import CairnArchitecture
import Foundation

/// Facts about numbers, fetched asynchronously (offline: they are worked out, not looked up).
@DependencyClient
public struct NumberFactClient: Sendable {
  /// A fact about `number`.
  public var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  /// Works a fact out after a short, clock-controlled pause, as a network request would take.
  public static let liveValue = NumberFactClient { number in
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: .milliseconds(500))
    return NumberFacts.fact(about: number)
  }

  /// Unimplemented: tests say what they expect.
  public static let testValue = NumberFactClient()
}

extension DependencyValues {
  /// The number-fact client.
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

/// Facts worked out from a number itself.
public enum NumberFacts {
  /// A short fact about `number`.
  public static func fact(about number: Int) -> String {
    if number == 0 { return "0 is the only number that is neither positive nor negative." }
    let magnitude = number.magnitude
    if magnitude > 1, (2..<magnitude).allSatisfy({ magnitude % $0 != 0 }) {
      return "\(number) is a prime number\(number < 0 ? " in magnitude" : "")."
    }
    let root = UInt(Double(magnitude).squareRoot())
    if root * root == magnitude { return "\(number) is a perfect square." }
    return "\(number) is \(number.isMultiple(of: 2) ? "even" : "odd")."
  }
}

/// The counter-and-fact feature in the reducer style: a number, +/− buttons, and a fact about
/// the number fetched by a cancellable effect.
@Reducer
public struct CounterFeature {
  /// The count, the fact about it and whether one is loading.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The number.
    public var count = 0
    /// The latest fact, if one was fetched for the current count.
    public var fact: String?
    /// Whether a fact is being fetched.
    public var isLoading = false

    /// A counter at `count`.
    public init(count: Int = 0, fact: String? = nil, isLoading: Bool = false) {
      self.count = count
      self.fact = fact
      self.isLoading = isLoading
    }
  }

  /// What can happen.
  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case factFailed
  }

  enum CancelID { case fact }

  @Dependency(\.numberFact) var numberFact

  /// The counter feature.
  public init() {}

  /// Changing the count cancels a fact in flight and clears the old fact.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return clearFact(&state)
      case .incrementButtonTapped:
        state.count += 1
        return clearFact(&state)
      case .factButtonTapped:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count, numberFact] send in
          await send(.factResponse(try await numberFact.fetch(count)))
        } catch: { _, send in
          await send(.factFailed)
        }
        .cancellable(id: CancelID.fact, cancelInFlight: true)
      case .factResponse(let fact):
        state.isLoading = false
        state.fact = fact
        return .none
      case .factFailed:
        state.isLoading = false
        state.fact = "No fact this time."
        return .none
      }
    }
  }

  private func clearFact(_ state: inout State) -> Effect<Action> {
    state.fact = nil
    guard state.isLoading else { return .none }
    state.isLoading = false
    return .cancel(id: CancelID.fact)
  }
}

/// The counter study: a store of ``CounterFeature`` in the gallery's stack.
@MainActor
public final class CounterStudyModel: StudyModel {
  /// The feature's store.
  public let store: StoreOf<CounterFeature>

  /// A study with a fresh counter.
  public init() {
    store = Store(initialState: CounterFeature.State()) { CounterFeature() }
  }
}
