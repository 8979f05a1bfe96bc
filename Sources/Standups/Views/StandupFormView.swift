import CairnWeb
import StandupsDomain
import StandupsFeatures

/// The form of the add and edit sheets.
struct StandupFormView: View {
  @UIBindable var model: StandupFormModel

  var body: some View {
    Form {
      Section("Standup Info") {
        TextField("Title", text: $model.standup.title)
          .focused($model.focus, equals: .title)
        HStack {
          Slider(value: $model.lengthInMinutes, in: 5...30, step: 1, title: "Length")
          Text(Formatting.duration(model.standup.duration))
        }
        Picker("Theme", selection: $model.standup.theme) {
          ForEach(Theme.allCases) { theme in
            Text(theme.name).tag(theme)
          }
        }
      }
      Section("Attendees") {
        let attendees = model.standup.attendees
        ForEach(attendees) { attendee in
          if let binding = UIBinding($model.standup.attendees[id: attendee.id]) {
            TextField("Name", text: binding.name)
              .focused($model.focus, equals: .attendee(attendee.id))
          }
        }
        .onDelete { offsets in model.deleteAttendees(ids: offsets.map { attendees[$0].id }) }
        Button("New attendee") { model.addAttendeeButtonTapped() }
      }
    }
  }
}
