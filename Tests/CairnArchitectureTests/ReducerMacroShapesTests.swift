import CairnArchitecture
import Foundation
import Testing

/// The shapes of `@Reducer` features today's Composable Architecture accepts, run through
/// stores.
@MainActor
@Suite("@Reducer shapes")
struct ReducerMacroShapesTests {
  @Test func anEmptyStructIsAFeatureThatDoesNothing() throws {
    let store = Store(initialState: PlaceholderFeature.State()) { PlaceholderFeature() }
    #expect(store.state == PlaceholderFeature.State())
    let data = try JSONEncoder().encode(store.state)
    #expect(try JSONDecoder().decode(PlaceholderFeature.State.self, from: data) == store.state)
    #expect(Set([PlaceholderFeature.State(), PlaceholderFeature.State()]).count == 1)
  }

  @Test func aStructThatAlreadySaysReducerKeepsWorking() {
    let store = Store(initialState: SelfDeclaredFeature.State()) { SelfDeclaredFeature() }
    store.send(.tap)
    store.send(.tap)
    #expect(store.taps == 2)
  }

  @Test func aStoredBodyGivesTheFeatureItsTypes() {
    var state = 3
    _ = IntegerFeature().reduce(into: &state, action: true)
    #expect(state == 3)
  }

  @Test func aChildFeatureCaseRunsItsReducerAndScopesToItsStore() {
    let store = Store(initialState: MixedDestination.State.counter(StepCounter.State())) {
      MixedDestination.body
    }
    store.send(.counter(.increment))
    guard case .counter(let child) = store.case else {
      Issue.record("expected the counter's store")
      return
    }
    #expect(child.count == 1)
    #expect(store.case.counter?.count == 1)
    #expect(store.case.meeting == nil)
  }

  @Test func aDefaultValueIsTheReducerThatRunsTheCase() {
    let store = Store(initialState: MixedDestination.State.fast(StepCounter.State())) {
      MixedDestination.body
    }
    store.send(.fast(.increment))
    store.send(.fast(.increment))
    #expect(store.state == .fast(StepCounter.State(count: 10)))
  }

  @Test func plainDataCasesGiveTheirValuesThroughTheCaseScope() {
    let meeting = Store(initialState: MixedDestination.State.meeting("Retro", attendees: 4)) {
      MixedDestination.body
    }
    guard case .meeting(let title, let attendees) = meeting.case else {
      Issue.record("expected the meeting's values")
      return
    }
    #expect(title == "Retro")
    #expect(attendees == 4)

    let note = Store(initialState: MixedDestination.State.note("Bring snacks")) {
      MixedDestination.body
    }
    let text: String? = note.case.note
    #expect(text == "Bring snacks")

    let empty = Store(initialState: MixedDestination.State.empty) { MixedDestination.body }
    guard case .empty = empty.case else {
      Issue.record("expected the empty case")
      return
    }
  }

  @Test func anAlertCaseHoldsItsStateAndSendsItsButtonsActions() {
    let alert = AlertState<MixedDestination.Alert> { TextState("Delete?") }
    let store = Store(initialState: MixedDestination.State.alert(alert)) { MixedDestination.body }
    #expect(store.case.alert?.title == TextState("Delete?"))
    let action = MixedDestination.Action.alert(.confirm)
    #expect(action[case: \.alert] == .confirm)
  }

  @Test func casesInIfBlocksFollowTheirConditions() {
    let store = Store(initialState: MixedDestination.State.platform(StepCounter.State())) {
      MixedDestination.body
    }
    store.send(.platform(.increment))
    #if os(Linux)
      #expect(store.state == .platform(StepCounter.State(count: 1)))
    #else
      #expect(store.state == .platform(StepCounter.State(count: 2)))
    #endif
  }

  @Test func anIgnoredCaseWithItsOwnActionsGetsAStore() {
    let alert = AlertState<PromptDestination.Choice> { TextState("Sure?") }
    let store = Store(initialState: PromptDestination.State.confirm(alert)) {
      PromptDestination.body
    }
    guard case .confirm(let confirmStore) = store.case else {
      Issue.record("expected a store of the alert")
      return
    }
    #expect(confirmStore.state.title == TextState("Sure?"))
    confirmStore.send(.yes)
    #expect(store.state[case: \.confirm]?.title == TextState("Sure?"))
  }

  @Test func synthesizedConformancesApplyToTheGeneratedEnums() {
    let state = SynthesizedDestination.State.counter(StepCounter.State(count: 2))
    #expect(state == .counter(StepCounter.State(count: 2)))
    #expect(Set([state, state]).count == 1)
    #expect(SynthesizedDestination.Action.counter(.increment) == .counter(.increment))
  }

  @Test func anEnumReducerIsAReducerOfItsState() {
    let store: StoreOf<MixedDestination> = Store(
      initialState: .counter(StepCounter.State())
    ) { MixedDestination.body }
    store.send(.counter(.increment))
    #expect(store.state == .counter(StepCounter.State(count: 1)))
  }

  @Test func anObservableEnumWithIfBlocksKeepsItsIdentityWhileItsPayloadChanges() {
    #if os(Linux)
      var state = ConditionalState.linux(StepCounter.State())
    #else
      var state = ConditionalState.other(StepCounter.State())
    #endif
    let identity = state._$id
    #if os(Linux)
      state.modify(\.linux) { $0.count += 1 }
    #else
      state.modify(\.other) { $0.count += 1 }
    #endif
    #expect(state._$id == identity)
    #expect(ConditionalState.idle._$id != state._$id)
  }
}
