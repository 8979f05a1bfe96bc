import CairnArchitecture
import CairnArchitectureWeb
import CairnWeb
import StandupsDomain
import StandupsReducers

/// The form of the add and edit sheets, over a store: every field a binding that sends
/// `.binding(.set(…))`. While it holds unsaved changes, Escape or a click beside the sheet
/// asks before discarding them.
struct StandupFormStoreView: View {
  @UIBindable var store: StoreOf<StandupForm>

  var body: some View {
    StandupFormFields(
      standup: $store.standup,
      lengthInMinutes: $store.lengthInMinutes,
      focus: $store.focus,
      addAttendee: { store.send(.addAttendeeButtonTapped) },
      deleteAttendees: { store.send(.deleteAttendees(ids: $0)) }
    )
    .interactiveDismissDisabled(store.hasUnsavedChanges) { store.send(.dismissAttempted) }
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}
