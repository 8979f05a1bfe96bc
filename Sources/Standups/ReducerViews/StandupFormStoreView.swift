import CairnArchitecture
import CairnWeb
import StandupsDomain
import StandupsReducers

/// The form of the add and edit sheets drawn from a store: every field a binding that sends
/// `.binding(.set(…))`.
struct StandupFormStoreView: View {
  @UIBindable var store: StoreOf<StandupForm>

  var body: some View {
    Form {
      Section("Standup Info") {
        TextField("Title", text: $store.standup.title)
          .focused($store.focus, equals: .title)
        HStack {
          Slider(value: $store.lengthInMinutes, in: 5...30, step: 1, title: "Length")
          Text(Formatting.duration(store.standup.duration))
        }
        Picker("Theme", selection: $store.standup.theme) {
          ForEach(Theme.allCases) { theme in
            Text(theme.name).tag(theme)
          }
        }
      }
      Section("Attendees") {
        let attendees = store.standup.attendees
        ForEach(attendees) { attendee in
          if let binding = UIBinding($store.standup.attendees[id: attendee.id]) {
            TextField("Name", text: binding.name)
              .focused($store.focus, equals: .attendee(attendee.id))
          }
        }
        .onDelete { offsets in
          store.send(.deleteAttendees(ids: offsets.map { attendees[$0].id }))
        }
        Button("New attendee") { store.send(.addAttendeeButtonTapped) }
      }
    }
  }
}
