import CairnWeb
import Foundation
import StandupsDomain
import StandupsFeatures

/// One standup: info, past meetings, attendees, edit and delete.
struct StandupDetailView: View {
  @UIBindable var model: StandupDetailModel
  @Environment(\.timeZone) var timeZone

  var body: some View {
    let standup = model.standup
    List {
      Section("Standup Info") {
        Button(action: { model.startMeetingButtonTapped() }) {
          Label("Start Meeting", systemImage: "timer")
        }
        HStack {
          Label("Length", systemImage: "clock")
          Spacer()
          Text(Formatting.duration(standup.duration))
        }
        HStack {
          Label("Theme", systemImage: "paintpalette")
          Spacer()
          Text(standup.theme.name)
            .padding(4)
            .background(standup.theme.color)
            .foregroundColor(standup.theme.textColor)
        }
      }
      if !standup.meetings.isEmpty {
        Section("Past meetings") {
          ForEach(standup.meetings) { meeting in
            Button(Formatting.meetingDate(meeting.date, in: timeZone)) {
              model.meetingTapped(meeting)
            }
          }
          // The offsets are positions in the list this render drew; turn them into ids at once.
          .onDelete { offsets in
            model.deleteMeetings(ids: offsets.map { standup.meetings[$0].id })
          }
        }
      }
      Section("Attendees") {
        ForEach(standup.attendees) { attendee in
          Label(attendee.name, systemImage: "person")
        }
      }
      Section {
        Button("Delete", role: .destructive) { model.deleteButtonTapped() }
      }
    }
    .navigationTitle(standup.title)
    .toolbar {
      Button("Edit") { model.editButtonTapped() }
    }
    .sheet(item: $model.destination.edit) { form in
      StandupFormView(model: form)
        .navigationTitle(standup.title)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { model.cancelEditButtonTapped() }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Done") { model.doneEditingButtonTapped() }
          }
        }
    }
    .alert($model.destination.alert) { action in
      await model.alertButtonTapped(action)
    }
  }
}
