import CairnMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// Expansion tests for the cases of a `@Reducer enum`: plain data, several values, markers,
/// a hand-written `Action`, default reducers, `#if` blocks and synthesized conformances.
@Suite(
  "@Reducer enum cases",
  .macros(
    [
      "Reducer": MacroSpec(
        type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"]),
      "ReducerCaseIgnored": MacroSpec(type: ReducerCaseIgnoredMacro.self),
      "ReducerCaseEphemeral": MacroSpec(type: ReducerCaseEphemeralMacro.self),
    ],
    record: .never))
struct ReducerMacroEnumCaseTests {
  @Test func casesWithSeveralValuesOrNoneArePlainDataThatSendNoActions() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case edit(SyncUpForm)
        case meeting(Meeting, syncUp: SyncUp)
        case about
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case edit(SyncUpForm)
        case meeting(Meeting, syncUp: SyncUp)
        case about

        @CasePathable @dynamicMemberLookup @ObservableState
        enum State: CairnArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case edit(SyncUpForm.State)
          case meeting(Meeting, syncUp: SyncUp)
          case about
        }

        @CasePathable
        enum Action {
          case edit(SyncUpForm.Action)
          case meeting(Swift.Never)
          case about(Swift.Never)
        }

        @CairnArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some CairnArchitecture.Reducer<Self.State, Self.Action> {
          CairnArchitecture.EmptyReducer<Self.State, Self.Action>()
          .ifCaseLet(\Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
          SyncUpForm()
          }
        }

        @CasePathable @dynamicMemberLookup
        enum CaseScope {
          case edit(CairnArchitecture.StoreOf<SyncUpForm>)
          case meeting(Meeting, syncUp: SyncUp)
          case about
        }

        @MainActor
        static func scope(_ store: CairnArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .edit:
            return .edit(store.scope(state: \.edit, action: \.edit)!)
          case let .meeting(v0, v1):
            return .meeting(v0, syncUp: v1)
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

  @Test func anIgnoredCaseIsPlainDataEvenWithOneFeatureTypedValue() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case edit(SyncUpForm)
        @ReducerCaseIgnored
        case meeting(id: Meeting.ID)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case edit(SyncUpForm)
        case meeting(id: Meeting.ID)

        @CasePathable @dynamicMemberLookup @ObservableState
        enum State: CairnArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case edit(SyncUpForm.State)
          case meeting(id: Meeting.ID)
        }

        @CasePathable
        enum Action {
          case edit(SyncUpForm.Action)
          case meeting(Swift.Never)
        }

        @CairnArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some CairnArchitecture.Reducer<Self.State, Self.Action> {
          CairnArchitecture.EmptyReducer<Self.State, Self.Action>()
          .ifCaseLet(\Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
          SyncUpForm()
          }
        }

        @CasePathable @dynamicMemberLookup
        enum CaseScope {
          case edit(CairnArchitecture.StoreOf<SyncUpForm>)
          case meeting(id: Meeting.ID)
        }

        @MainActor
        static func scope(_ store: CairnArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .edit:
            return .edit(store.scope(state: \.edit, action: \.edit)!)
          case let .meeting(v0):
            return .meeting(id: v0)
          }
        }
      }

      extension Destination: CairnArchitecture.CaseReducer, CairnArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func anIgnoredCaseWithActionsInTheEnumsOwnActionGetsAStore() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        @ReducerCaseIgnored case alert(AlertState<Alert>)
        case settings(Settings)

        enum Action {
          case alert(Alert)
          case settings(Settings.Action)
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case alert(AlertState<Alert>)
        case settings(Settings)
        @CasePathable

        enum Action {
          case alert(Alert)
          case settings(Settings.Action)
        }

        @CasePathable @dynamicMemberLookup @ObservableState
        enum State: CairnArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case alert(AlertState<Alert>)
          case settings(Settings.State)
        }

        @CairnArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some CairnArchitecture.Reducer<Self.State, Self.Action> {
          CairnArchitecture.EmptyReducer<Self.State, Self.Action>()
          .ifCaseLet(\Self.State.Cases.settings, action: \Self.Action.Cases.settings) {
          Settings()
          }
        }

        @CasePathable @dynamicMemberLookup
        enum CaseScope {
          case alert(CairnArchitecture.Store<AlertState<Alert>, Alert>)
          case settings(CairnArchitecture.StoreOf<Settings>)
        }

        @MainActor
        static func scope(_ store: CairnArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .alert:
            return .alert(store.scope(state: \.alert, action: \.alert)!)
          case .settings:
            return .settings(store.scope(state: \.settings, action: \.settings)!)
          }
        }
      }

      extension Destination: CairnArchitecture.CaseReducer, CairnArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func anEphemeralCaseKeepsItsValueAndSendsItsTypesActions() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        @ReducerCaseEphemeral
        case toast(ToastState)
        case dialog(ConfirmationDialogState<Dialog>)
      }
      """
    } expansion: {
      """
      enum Destination {
        case toast(ToastState)
        case dialog(ConfirmationDialogState<Dialog>)

        @CasePathable @dynamicMemberLookup @ObservableState
        enum State: CairnArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case toast(ToastState)
          case dialog(ConfirmationDialogState<Dialog>)
        }

        @CasePathable
        enum Action {
          case toast(ToastState.Action)
          case dialog(Dialog)
        }

        @CairnArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some CairnArchitecture.Reducer<Self.State, Self.Action> {
          CairnArchitecture.EmptyReducer<Self.State, Self.Action>()
        }

        @CasePathable @dynamicMemberLookup
        enum CaseScope {
          case toast(ToastState)
          case dialog(ConfirmationDialogState<Dialog>)
        }

        @MainActor
        static func scope(_ store: CairnArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .toast(v0):
            return .toast(v0)
          case let .dialog(v0):
            return .dialog(v0)
          }
        }
      }

      extension Destination: CairnArchitecture.CaseReducer, CairnArchitecture.Reducer {
      }
      """
    }
  }

  @Test func aDefaultValueIsTheReducerThatRunsTheCase() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case meeting(Meeting = Meeting(context: .sheet))
        case inner(Inner.Body = Inner.body)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case meeting(Meeting = Meeting(context: .sheet))
        case inner(Inner.Body = Inner.body)

        @CasePathable @dynamicMemberLookup @ObservableState
        enum State: CairnArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case meeting(Meeting.State)
          case inner(Inner.Body.State)
        }

        @CasePathable
        enum Action {
          case meeting(Meeting.Action)
          case inner(Inner.Body.Action)
        }

        @CairnArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some CairnArchitecture.Reducer<Self.State, Self.Action> {
          CairnArchitecture.EmptyReducer<Self.State, Self.Action>()
          .ifCaseLet(\Self.State.Cases.meeting, action: \Self.Action.Cases.meeting) {
          Meeting(context: .sheet)
          }
          .ifCaseLet(\Self.State.Cases.inner, action: \Self.Action.Cases.inner) {
          Inner.body
          }
        }

        @CasePathable @dynamicMemberLookup
        enum CaseScope {
          case meeting(CairnArchitecture.StoreOf<Meeting>)
          case inner(CairnArchitecture.StoreOf<Inner.Body>)
        }

        @MainActor
        static func scope(_ store: CairnArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .meeting:
            return .meeting(store.scope(state: \.meeting, action: \.meeting)!)
          case .inner:
            return .inner(store.scope(state: \.inner, action: \.inner)!)
          }
        }
      }

      extension Destination: CairnArchitecture.CaseReducer, CairnArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func casesInsideIfBlocksKeepTheirConditions() {
    assertMacro {
      """
      @Reducer
      enum Feature {
        case child(Child)
        #if os(Linux)
          case linux(Child)
        #else
          case other(Child)
          case another
        #endif
        #if DEBUG
          case values(Int, String)
        #endif
      }
      """
    } expansion: {
      #"""
      enum Feature {
        case child(Child)
        #if os(Linux)
          case linux(Child)
        #else
          case other(Child)
          case another
        #endif
        #if DEBUG
          case values(Int, String)
        #endif

        @CasePathable @dynamicMemberLookup @ObservableState
        enum State: CairnArchitecture.CaseReducerState {
          typealias StateReducer = Feature
          case child(Child.State)
          #if os(Linux)
          case linux(Child.State)
          #else
          case other(Child.State)
          case another
          #endif
          #if DEBUG
          case values(Int, String)
          #endif
        }

        @CasePathable
        enum Action {
          case child(Child.Action)
          #if os(Linux)
          case linux(Child.Action)
          #else
          case other(Child.Action)
          case another(Swift.Never)
          #endif
          #if DEBUG
          case values(Swift.Never)
          #endif
        }

        @CairnArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some CairnArchitecture.Reducer<Self.State, Self.Action> {
          CairnArchitecture.EmptyReducer<Self.State, Self.Action>()
          .ifCaseLet(\Self.State.Cases.child, action: \Self.Action.Cases.child) {
          Child()
          }
          #if os(Linux)
          .ifCaseLet(\Self.State.Cases.linux, action: \Self.Action.Cases.linux) {
            Child()
          }
          #else
          .ifCaseLet(\Self.State.Cases.other, action: \Self.Action.Cases.other) {
            Child()
          }
          #endif
        }

        @CasePathable @dynamicMemberLookup
        enum CaseScope {
          case child(CairnArchitecture.StoreOf<Child>)
          #if os(Linux)
          case linux(CairnArchitecture.StoreOf<Child>)
          #else
          case other(CairnArchitecture.StoreOf<Child>)
          case another
          #endif
          #if DEBUG
          case values(Int, String)
          #endif
        }

        @MainActor
        static func scope(_ store: CairnArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .child:
            return .child(store.scope(state: \.child, action: \.child)!)
          #if os(Linux)
          case .linux:
            return .linux(store.scope(state: \.linux, action: \.linux)!)
          #else
          case .other:
            return .other(store.scope(state: \.other, action: \.other)!)
          case .another:
            return .another
          #endif
          #if DEBUG
          case let .values(v0, v1):
            return .values(v0, v1)
          #endif
          }
        }
      }

      extension Feature: CairnArchitecture.CaseReducer, CairnArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func argumentsAddConformancesToTheGeneratedStateAndAction() {
    assertMacro {
      """
      @Reducer(state: .equatable, .sendable, action: .equatable)
      enum Destination {
        case counter(Counter)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case counter(Counter)

        @CasePathable @dynamicMemberLookup @ObservableState
        enum State: CairnArchitecture.CaseReducerState, Equatable, Sendable {
          typealias StateReducer = Destination
          case counter(Counter.State)
        }

        @CasePathable
        enum Action: Equatable {
          case counter(Counter.Action)
        }

        @CairnArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some CairnArchitecture.Reducer<Self.State, Self.Action> {
          CairnArchitecture.EmptyReducer<Self.State, Self.Action>()
          .ifCaseLet(\Self.State.Cases.counter, action: \Self.Action.Cases.counter) {
          Counter()
          }
        }

        @CasePathable @dynamicMemberLookup
        enum CaseScope {
          case counter(CairnArchitecture.StoreOf<Counter>)
        }

        @MainActor
        static func scope(_ store: CairnArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .counter:
            return .counter(store.scope(state: \.counter, action: \.counter)!)
          }
        }
      }

      extension Destination: CairnArchitecture.CaseReducer, CairnArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func anEmptyEnumGetsEmptyStateActionAndScope() {
    assertMacro {
      """
      @Reducer
      public enum Destination {}
      """
    } expansion: {
      """
      public enum Destination {

          @CasePathable @dynamicMemberLookup @ObservableState
          public enum State: CairnArchitecture.CaseReducerState {
              public typealias StateReducer = Destination

          }

          @CasePathable
          public enum Action {

          }

          @CairnArchitecture.ReducerBuilder<Self.State, Self.Action>
          public static var body: some CairnArchitecture.Reducer<Self.State, Self.Action> {
            CairnArchitecture.EmptyReducer<Self.State, Self.Action>()
          }

          @CasePathable @dynamicMemberLookup
          public enum CaseScope {

          }

          @MainActor
          public static func scope(_ store: CairnArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
            switch store.state {

            }
          }
      }

      extension Destination: CairnArchitecture.CaseReducer, CairnArchitecture.Reducer {
      }
      """
    }
  }

  @Test func whatTheEnumWritesItselfIsLeftOut() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case counter(Counter)
        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: CaseReducerState {
          typealias StateReducer = Destination
          case counter(Counter.State)
        }
        static var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case counter(Counter)
        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: CaseReducerState {
          typealias StateReducer = Destination
          case counter(Counter.State)
        }
        @CairnArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some ReducerOf<Self> {
          EmptyReducer()
        }

        @CasePathable
        enum Action {
          case counter(Counter.Action)
        }

        @CasePathable @dynamicMemberLookup
        enum CaseScope {
          case counter(CairnArchitecture.StoreOf<Counter>)
        }

        @MainActor
        static func scope(_ store: CairnArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .counter:
            return .counter(store.scope(state: \.counter, action: \.counter)!)
          }
        }
      }

      extension Destination: CairnArchitecture.CaseReducer, CairnArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func casesDeclaredTogetherAreEachJudgedOnTheirOwn() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case about, edit(SyncUpForm)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case about, edit(SyncUpForm)

        @CasePathable @dynamicMemberLookup @ObservableState
        enum State: CairnArchitecture.CaseReducerState {
          typealias StateReducer = Destination
          case about
          case edit(SyncUpForm.State)
        }

        @CasePathable
        enum Action {
          case about(Swift.Never)
          case edit(SyncUpForm.Action)
        }

        @CairnArchitecture.ReducerBuilder<Self.State, Self.Action>
        static var body: some CairnArchitecture.Reducer<Self.State, Self.Action> {
          CairnArchitecture.EmptyReducer<Self.State, Self.Action>()
          .ifCaseLet(\Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
          SyncUpForm()
          }
        }

        @CasePathable @dynamicMemberLookup
        enum CaseScope {
          case about
          case edit(CairnArchitecture.StoreOf<SyncUpForm>)
        }

        @MainActor
        static func scope(_ store: CairnArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .about:
            return .about
          case .edit:
            return .edit(store.scope(state: \.edit, action: \.edit)!)
          }
        }
      }

      extension Destination: CairnArchitecture.CaseReducer, CairnArchitecture.Reducer {
      }
      """#
    }
  }
}
