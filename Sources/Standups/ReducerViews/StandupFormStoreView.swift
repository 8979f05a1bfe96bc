import CairnArchitecture
import CairnWeb
import StandupsDomain
import StandupsReducers

/// The form of the add and edit sheets, over a store: every field a binding that sends
/// `.binding(.set(…))`.
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
  }
}
