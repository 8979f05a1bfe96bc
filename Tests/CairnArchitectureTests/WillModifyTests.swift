import CairnArchitecture
import Testing

/// `_$willModify()` gives a value of observable state a new identity, as Composable
/// Architecture's does, so a parent treats a change made in place as a replacement.
@Suite("_$willModify")
struct WillModifyTests {
  @Test func aStructGetsANewIdentityAndKeepsItsFields() {
    var state = StepCounter.State(count: 3)
    let before = state._$id
    state._$willModify()
    #expect(state._$id != before)
    #expect(state.count == 3)
  }

  @Test func anEnumRenewsThePayloadOfItsCase() {
    var state = ConditionalState.counter(StepCounter.State(count: 1))
    let before = state._$id
    state._$willModify()
    #expect(state._$id != before)
    #expect(state == .counter(StepCounter.State(count: 1)))

    var idle = ConditionalState.idle
    let idleBefore = idle._$id
    idle._$willModify()
    #expect(idle._$id == idleBefore, "a case without a payload has nothing to renew")
  }
}
