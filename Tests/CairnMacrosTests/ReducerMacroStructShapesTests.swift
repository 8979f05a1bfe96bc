import CairnMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// Expansion tests for the shapes of a `@Reducer struct`: empty, partly written, already a
/// `Reducer`, with a `State` enum, with arguments (rejected), unavailable on a platform.
@Suite(
  "@Reducer struct shapes",
  .macros(
    ["Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"])],
    record: .never))
struct ReducerMacroStructShapesTests {
  @Test func anEmptyStructGetsStateActionAndABodyThatDoesNothing() {
    assertMacro {
      """
      @Reducer
      public struct Placeholder {}
      """
    } expansion: {
      """
      public struct Placeholder {

          @ObservableState
          public struct State: Codable, Equatable, Hashable, Sendable {
            public init() {
            }
          }

          public enum Action: Equatable, Hashable, Sendable {
          }

          public let body = CairnArchitecture.EmptyReducer<State, Action>()
      }

      extension Placeholder: CairnArchitecture.Reducer {
      }
      """
    }
  }

  @Test func aStructWithStateOnlyGetsActionAndBody() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}

        enum Action: Equatable, Hashable, Sendable {
        }

        let body = CairnArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: CairnArchitecture.Reducer {
      }
      """
    }
  }

  @Test func aStoredBodyNamesItsOwnTypes() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        let body = EmptyReducer<Int, Bool>()
      }
      """
    } expansion: {
      """
      struct Feature {
        let body = EmptyReducer<Int, Bool>()
      }

      extension Feature: CairnArchitecture.Reducer {
      }
      """
    }
  }

  @Test func aBodyTypedWithItsTypesGetsABuilderForThem() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        var body: some Reducer<Int, Bool> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature {
        @CairnArchitecture.ReducerBuilder<Int, Bool>
        var body: some Reducer<Int, Bool> { EmptyReducer() }
      }

      extension Feature: CairnArchitecture.Reducer {
      }
      """
    }
  }

  @Test func aStructThatSaysItIsAReducerGetsNoSecondConformance() {
    assertMacro {
      """
      @Reducer
      struct Feature: Reducer {
        struct State {}
        enum Action { case tap }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature: Reducer {
        struct State {}
        @CasePathable
        enum Action { case tap 
      }
        @CairnArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    }
  }

  @Test func aStateEnumBecomesCasePathableWithMemberLookup() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        enum State {
          case loading
        }
        enum Action: CasePathable {
          case tap
        }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePathable @dynamicMemberLookup
        enum State {
          case loading
        }
        enum Action: CasePathable {
          case tap
        }
        @CairnArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> { EmptyReducer() }
      }

      extension Feature: CairnArchitecture.Reducer {
      }
      """
    }
  }

  @Test func availabilityCarriesToTheConformance() {
    assertMacro {
      """
      @available(macOS 14, *)
      @Reducer
      struct Feature {}
      """
    } expansion: {
      """
      @available(macOS 14, *)
      struct Feature {

          @ObservableState
          struct State: Codable, Equatable, Hashable, Sendable {
            init() {
            }
          }

          enum Action: Equatable, Hashable, Sendable {
          }

          let body = CairnArchitecture.EmptyReducer<State, Action>()
      }

      @available(macOS 14, *) extension Feature: CairnArchitecture.Reducer {
      }
      """
    }
  }

  @Test func argumentsOnAStructAreRejected() {
    assertMacro {
      """
      @Reducer(state: .equatable)
      struct Feature {}
      """
    } diagnostics: {
      """
      @Reducer(state: .equatable)
               ┬────────────────
               ╰─ 🛑 '@Reducer' takes no arguments on a struct: 'state:' and 'action:' apply to an enum's generated State and Action
      struct Feature {}
      """
    }
  }
}
