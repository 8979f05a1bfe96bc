import CairnMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// Expansion tests for `@Reducer`, on structs and on enums of child features.
@Suite(
  "@Reducer expansion",
  .macros(
    ["Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"])],
    record: .never))
struct ReducerMacroTests {
  @Test func aStructGetsACasePathableActionABuilderOnItsBodyAndTheConformance() {
    assertMacro {
      """
      @Reducer
      struct Counter {
        @ObservableState
        struct State {
          var count = 0
        }
        enum Action {
          case incrementButtonTapped
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }
      """
    } expansion: {
      """
      struct Counter {
        @ObservableState
        struct State {
          var count = 0
        }
        @CasePathable
        enum Action {
          case incrementButtonTapped
        }
        @CairnArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
        }
      }

      extension Counter: CairnArchitecture.Reducer {
      }
      """
    }
  }

  @Test func anActionThatIsAlreadyCasePathableIsLeftAlone() {
    assertMacro {
      """
      @Reducer
      struct Counter {
        struct State {}
        @CasePathable
        enum Action {
          case tapped
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      """
    } expansion: {
      """
      struct Counter {
        struct State {}
        @CasePathable
        enum Action {
          case tapped
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }

      extension Counter: CairnArchitecture.Reducer {
      }
      """
    }
  }

  @Test func anEnumOfChildFeaturesGetsStateActionAndABodyPerCase() {
    assertMacro {
      """
      @Reducer
      public enum Destination {
        case add(StandupForm)
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>)
        case about
        @CasePathable public enum Alert {
          case confirmLoadMockData
        }
        @CasePathable public enum Dialog {
          case delete
        }
      }
      """
    } expansion: {
      #"""
      public enum Destination {
        case add(StandupForm)
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>)
        case about
        @CasePathable public enum Alert {
          case confirmLoadMockData
        }
        @CasePathable public enum Dialog {
          case delete
        }

        @CasePathable @dynamicMemberLookup @ObservableState
        public enum State: CairnArchitecture.CaseReducerState {
          public typealias StateReducer = Destination
          case add(StandupForm.State)
          case alert(AlertState<Alert>)
          case dialog(ConfirmationDialogState<Dialog>)
          case about
        }

        @CasePathable
        public enum Action {
          case add(StandupForm.Action)
          case alert(Alert)
          case dialog(Dialog)
          case about(Swift.Never)
        }

        @CairnArchitecture.ReducerBuilder<Self.State, Self.Action>
        public static var body: some CairnArchitecture.Reducer<Self.State, Self.Action> {
          CairnArchitecture.EmptyReducer<Self.State, Self.Action>()
          .ifCaseLet(\Self.State.Cases.add, action: \Self.Action.Cases.add) {
          StandupForm()
          }
        }

        @CasePathable @dynamicMemberLookup
        public enum CaseScope {
          case add(CairnArchitecture.StoreOf<StandupForm>)
          case alert(AlertState<Alert>)
          case dialog(ConfirmationDialogState<Dialog>)
          case about
        }

        @MainActor
        public static func scope(_ store: CairnArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .add:
            return .add(store.scope(state: \.add, action: \.add)!)
          case let .alert(v0):
            return .alert(v0)
          case let .dialog(v0):
            return .dialog(v0)
          case .about:
            return .about
          }
        }
      }

      extension Destination: CairnArchitecture.CaseReducer, CairnArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func aClassIsRejected() {
    assertMacro {
      """
      @Reducer
      final class Feature {}
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' can only be applied to a struct or an enum
      final class Feature {}
      """
    }
  }
}
