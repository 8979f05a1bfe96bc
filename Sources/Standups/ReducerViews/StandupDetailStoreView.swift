import CairnArchitecture
import CairnArchitectureWeb
import CairnWeb
import Foundation
import StandupsDomain
import StandupsReducers

/// One standup drawn from a store: the same screen as the models flavour's
/// ``StandupDetailView``.
struct StandupDetailStoreView: View {
  @UIBindable var store: StoreOf<StandupDetail>
  @Environment(\.timeZone) var timeZone

  var body: some View {
    let standup = store.standup
    List {
      Section("Standup Info") {
        Button(action: { store.send(.startMeetingButtonTapped) }) {
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
              store.send(.meetingTapped(meeting.id))
            }
          }
          // The offsets are positions in the list this render drew; turn them into ids at once.
          .onDelete { offsets in
            store.send(.deleteMeetings(ids: offsets.map { standup.meetings[$0].id }))
          }
        }
      }
      Section("Attendees") {
        ForEach(standup.attendees) { attendee in
          Label(attendee.name, systemImage: "person")
        }
      }
      Section {
        Button("Delete", role: .destructive) { store.send(.deleteButtonTapped) }
      }
    }
    .navigationTitle(standup.title)
    .toolbar {
      Button("Edit") { store.send(.editButtonTapped) }
    }
    .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { form in
      StandupFormStoreView(store: form)
        .navigationTitle(standup.title)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { store.send(.cancelEditButtonTapped) }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Done") { store.send(.doneEditingButtonTapped) }
          }
        }
    }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  }
}
