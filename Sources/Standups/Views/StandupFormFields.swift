import CairnWeb
import StandupsDomain
import StandupsFeatures

/// The form of the add and edit sheets, drawn the same for both flavours: each flavour hands
/// it bindings to its draft and what to do when attendees are added or deleted.
struct StandupFormFields: View {
  @UIBinding var standup: Standup
  @UIBinding var lengthInMinutes: Double
  @UIBinding var focus: StandupFormModel.Field?
  let addAttendee: @MainActor () -> Void
  let deleteAttendees: @MainActor ([Attendee.ID]) -> Void

  init(
    standup: UIBinding<Standup>,
    lengthInMinutes: UIBinding<Double>,
    focus: UIBinding<StandupFormModel.Field?>,
    addAttendee: @escaping @MainActor () -> Void,
    deleteAttendees: @escaping @MainActor ([Attendee.ID]) -> Void
  ) {
    self._standup = standup
    self._lengthInMinutes = lengthInMinutes
    self._focus = focus
    self.addAttendee = addAttendee
    self.deleteAttendees = deleteAttendees
  }

  var body: some View {
    Form {
      Section("Standup Info") {
        TextField("Title", text: $standup.title)
          .focused($focus, equals: .title)
        if standup.title.isBlank {
          // Why "Add" and "Done" do nothing yet.
          Text("A standup needs a title.").font(.caption)
        }
        HStack {
          Slider(value: $lengthInMinutes, in: 5...30, step: 1, title: "Length")
            .accessibilityValue(Formatting.spokenMinutes(lengthInMinutes))
          Text(Formatting.duration(standup.duration))
            .accessibilityHidden(true)
        }
        Picker("Theme", selection: $standup.theme) {
          ForEach(Theme.allCases) { theme in
            ThemeView(theme: theme).tag(theme)
          }
        }
        .pickerStyle(.inline)
      }
      Section("Attendees") {
        let attendees = standup.attendees
        ForEach(attendees) { attendee in
          if let binding = UIBinding($standup.attendees[id: attendee.id]) {
            TextField("Name", text: binding.name)
              .focused($focus, equals: .attendee(attendee.id))
          }
        }
        // The offsets are positions in the list this render drew; turn them into ids at once.
        .onDelete { offsets in deleteAttendees(offsets.map { attendees[$0].id }) }
        Button {
          addAttendee()
        } label: {
          Label("New attendee", systemImage: "plus")
        }
        .buttonStyle(.bordered)
      }
    }
  }
}
