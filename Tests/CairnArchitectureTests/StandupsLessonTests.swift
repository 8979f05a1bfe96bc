import CairnArchitecture
import Foundation
import Testing

/// The navigation lesson's own tests: adding a standup through a presented form, exhaustively
/// (first failing, then passing once the dismissal is asserted), non-exhaustively, and showing
/// skipped assertions; and the detail's edit flow.
@MainActor
@Suite("Standups lesson")
struct StandupsLessonTests {
  func listStore() -> TestStore<StandupsList.State, StandupsList.Action> {
    TestStore(initialState: StandupsList.State()) {
      StandupsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
  }

  var engineering: Standup { Standup(id: Standup.ID(UUID(0)), title: "Engineering") }

  @Test func addingAStandupFailsUntilTheSheetsDismissalIsAsserted() async {
    let store = listStore()
    await store.send(.addButtonTapped) {
      $0.destination = .add(StandupForm.State(standup: Standup(id: Standup.ID(UUID(0)))))
    }
    await store.send(.destination(.presented(.add(.binding(.set(\.standup.title, "Engineering"))))))
    {
      $0.destination = .add(StandupForm.State(standup: engineering))
    }
    // The first attempt forgets that confirming dismisses the sheet: the store says so.
    await withKnownIssue {
      await store.send(.confirmAddButtonTapped) {
        $0.standups = [engineering]
      }
    } matching: {
      $0.description.contains("destination") && $0.description.contains("Expected: −")
    }
  }

  @Test func addingAStandupPassesOnceTheDismissalIsAsserted() async {
    let store = listStore()
    await store.send(.addButtonTapped) {
      $0.destination = .add(StandupForm.State(standup: Standup(id: Standup.ID(UUID(0)))))
    }
    await store.send(\.destination.add.binding, .set(\.standup.title, "Engineering")) {
      $0.destination = .add(StandupForm.State(standup: engineering))
    }
    await store.send(.confirmAddButtonTapped) {
      $0.destination = nil
      $0.standups = [engineering]
    }
  }

  @Test func addingAStandupNonExhaustively() async {
    let store = listStore()
    store.exhaustivity = .off
    await store.send(.addButtonTapped)
    await store.send(\.destination.add.binding, .set(\.standup.title, "Engineering"))
    await store.send(.confirmAddButtonTapped) {
      $0.standups = [engineering]
    }
    #expect(store.state.destination == nil)
  }

  @Test func addingAStandupShowingSkippedAssertions() async {
    let store = listStore()
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.addButtonTapped)
    await store.send(\.destination.add.binding, .set(\.standup.title, "Engineering"))
    await store.send(.confirmAddButtonTapped) {
      $0.standups = [engineering]
    }
  }

  @Test func editingAStandupSendsBindingActionsIntoThePresentedForm() async {
    let standup = Standup(id: Standup.ID(UUID(0)), title: "Design")
    let store = TestStore(initialState: StandupDetail.State(standup: standup)) {
      StandupDetail()
    }
    await store.send(.editButtonTapped) { $0.edit = StandupForm.State(standup: standup) }
    await store.send(\.edit.binding, .set(\.standup.title, "Engineering")) {
      $0.edit?.standup.title = "Engineering"
    }
    await store.send(.saveButtonTapped) {
      $0.edit = nil
      $0.standup.title = "Engineering"
    }
  }
}
