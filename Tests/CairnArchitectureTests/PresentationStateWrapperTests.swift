import CairnArchitecture
import Foundation
import Testing

/// Counts how often `==` runs on the state holding it.
private final class ComparisonCounter: @unchecked Sendable {
  var comparisons = 0
}

/// Presented state whose `==` is recorded.
private struct Recorded: Equatable {
  let counter: ComparisonCounter
  var value = 0
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.counter.comparisons += 1
    return lhs.value == rhs.value
  }
}

@CasePathable
private enum Destination: Equatable {
  case int(Int)
  case text(String)
}

/// `@PresentationState` as Composable Architecture 1.0 declares it, its equality, its case
/// subscripts, and the navigation stack's collection API and ids.
@Suite("@PresentationState and StackState (TCA spellings)")
struct PresentationStateWrapperTests {
  private struct Parent: Equatable {
    @PresentationState var destination: Destination?
    @PresentationState var recorded: Recorded?
  }

  @Test func thePropertyWrapperReadsAsAnOptionalAndProjectsThePresentation() {
    var parent = Parent(destination: .int(1))
    #expect(parent.destination == .int(1))
    let projected: PresentationState<Destination> = parent.$destination
    #expect(projected.wrappedValue == .int(1))
    parent.destination = nil
    #expect(parent.$destination.wrappedValue == nil)
  }

  @Test func unchangedCopiesAreEqualWithoutComparingTheChild() {
    let counter = ComparisonCounter()
    let parent = Parent(recorded: Recorded(counter: counter))
    let copy = parent
    #expect(copy == parent)
    #expect(counter.comparisons == 0)

    // A separately made presentation is compared by its state.
    let other = Parent(recorded: Recorded(counter: counter))
    #expect(other == parent)
    #expect(counter.comparisons == 1)

    var changed = parent
    changed.recorded?.value = 2
    #expect(changed != parent)
  }

  @Test func theCaseSubscriptChangesThePayloadInPlace() {
    var parent = Parent(destination: .int(42))
    parent.$destination[case: \.int]? += 1
    #expect(parent.destination == .int(43))
    parent.$destination[case: \.int] = nil
    #expect(parent.destination == nil)
  }

  @Test func theCasePathSubscriptOfTheFirstEraWorksTheSame() {
    let int = AnyCasePath<Destination, Int>(
      embed: { .int($0) }, extract: { if case .int(let value) = $0 { value } else { nil } })
    var parent = Parent(destination: .int(1))
    parent.$destination[case: int]? += 1
    #expect(parent.destination == .int(2))
    #expect(parent.$destination[case: int] == 2)
  }

  @Test func changingAnotherCaseIsReportedAndChangesNothing() {
    var parent = Parent(destination: .int(42))
    withKnownIssue {
      parent.$destination[case: \.text]?.append("!")
    } matching: {
      issueText($0).contains("Can't modify unrelated case \"int\"")
    }
    #expect(parent.destination == .int(42))
  }

  // MARK: StackState

  @Test func theStackSubscriptByIDAndCaseChangesOneElement() {
    var stack = StackState<Destination>([.int(42), .text("a")])
    stack[id: 0, case: \.int]? += 1
    #expect(stack[id: 0] == .int(43))
    stack[id: 1, case: \.text]?.append("b")
    #expect(stack[id: 1] == .text("ab"))
    stack[id: 0, case: \.int] = nil
    #expect(Array(stack) == [.text("ab")])
    #expect(stack.ids == [1])
  }

  @Test func theStackIsARangeReplaceableCollectionWhoseNewElementsGetNewIDs() {
    var stack: StackState<String> = ["a", "b", "c"]
    stack.removeLast()
    #expect(stack.ids == [0, 1])
    stack.removeLast(2)
    #expect(stack.isEmpty)
    stack.append(contentsOf: ["d", "e"])
    #expect(stack.ids == [3, 4])
    stack.insert("f", at: 0)
    #expect(Array(stack) == ["f", "d", "e"])
    #expect(stack.ids == [5, 3, 4])
    #expect(stack.popLast() == "e")
    #expect(stack.ids.map(\.generation) == [5, 3])
  }

  @Test func settingAnElementToNilRemovesOnlyThatElement() {
    var stack: StackState<String> = ["a", "b", "c"]
    stack[id: 1] = nil
    #expect(Array(stack) == ["a", "c"])
    #expect(stack.ids == [0, 2])
  }

  @Test func theStackElementIDGeneratorCountsFromZeroInEachContext() {
    @Dependency(\.stackElementID) var stackElementID
    let first = stackElementID.peek().generation
    #expect(stackElementID.next().generation == first)
    #expect(stackElementID.peek().generation == first + 1)
    withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      @Dependency(\.stackElementID) var fresh
      #expect(fresh.next() == 0)
      #expect(String(customDumping: fresh.next()) == "#1")
    }
  }
}

/// The generator never renumbers a stack: a test's assertion that reads it leaves the
/// reducer's ids alone.
@MainActor
@Suite("Stack element ids in a test store")
struct StackElementIDTestStoreTests {
  struct Feature: Reducer {
    struct State: Equatable { var path = StackState<Int>() }
    @CasePathable enum Action: Equatable {
      case buttonTapped
      case path(StackAction<Int, Never>)
      case response
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .buttonTapped:
          state.path.append(1)
          return .send(.response)
        case .path: return .none
        case .response:
          state.path.append(2)
          return .none
        }
      }
      .forEach(\.path, action: \.path) {}
    }
  }

  @Test func callingTheGeneratorInAnAssertionDoesNotShiftTheReducersIDs() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.buttonTapped) {
      $0.path[id: 0] = 1
      @Dependency(\.stackElementID) var stackElementID
      _ = stackElementID.next()
      _ = stackElementID.next()
    }
    await store.receive(.response) { $0.path[id: 1] = 2 }
    await store.send(.buttonTapped) { $0.path[id: 2] = 1 }
    await store.receive(.response) { $0.path[id: 3] = 2 }
  }

  @Test func aPoppedIDCanBePushedAgainAsInComposableArchitecture() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.path(.push(id: 0, state: 7))) { $0.path[id: 0] = 7 }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    await store.send(.path(.push(id: 0, state: 8))) { $0.path[id: 0] = 8 }
  }
}
