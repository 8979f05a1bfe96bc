import CairnWeb
import Foundation
import StandupsDomain
import StandupsFeatures

/// One standup's info, past meetings and attendees, drawn the same for both flavours; each
/// flavour says what its buttons do.
///
/// Equatable, so a render that changes only what is around it (the edit sheet or an alert
/// opening and closing) reuses what it drew (`.equatable()`): two are equal when they show the
/// same standup for the same owner (the model or store the actions act on).
struct StandupDetailList: View, Equatable {
  /// The model or store the actions act on.
  let owner: ObjectIdentifier
  let standup: Standup
  let startMeeting: @MainActor () -> Void
  let meetingTapped: @MainActor (Meeting) -> Void
  /// Asks to delete past meetings, named in the viewer's time zone.
  let deleteMeetings: @MainActor ([Meeting.ID], TimeZone) -> Void
  let delete: @MainActor () -> Void
  @Environment(\.timeZone) var timeZone

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.owner == rhs.owner && lhs.standup == rhs.standup
  }

  var body: some View {
    List {
      Section("Standup Info") {
        Button(action: { startMeeting() }) {
          Label("Start Meeting", systemImage: "timer")
        }
        .buttonStyle(.borderedProminent)
        .tint(standup.theme.color)
        .foregroundColor(standup.theme.textColor)
        HStack {
          Label("Length", systemImage: "clock")
          Spacer()
          Text(Formatting.duration(standup.duration))
        }
        HStack {
          Label("Theme", systemImage: "paintpalette")
          Spacer()
          ThemeView(theme: standup.theme)
        }
      }
      if !standup.meetings.isEmpty {
        Section("Past meetings") {
          ForEach(standup.meetings) { meeting in
            NavigationLink(href: AppRoute.print([.meeting(standup.id, meeting.id)])) {
              meetingTapped(meeting)
            } label: {
              Label(Formatting.meetingDate(meeting.date, in: timeZone), systemImage: "calendar")
            }
            .transition(.slide)
          }
          // The offsets are positions in the list this render drew; turn them into ids at once.
          .onDelete { offsets in
            deleteMeetings(offsets.map { standup.meetings[$0].id }, timeZone)
          }
        }
      }
      Section("Attendees") {
        ForEach(standup.attendees) { attendee in
          Label(
            standup.displayName(ofAttendeeAt: standup.attendees.index(id: attendee.id) ?? 0),
            systemImage: "person")
        }
      }
      Section {
        Button("Delete", role: .destructive) { delete() }
      }
    }
    .navigationTitle(standup.displayTitle)
  }
}

/// The toolbar of the edit sheet: "Cancel" and "Done".
struct EditSheetToolbar: View {
  let cancel: @MainActor () -> Void
  let done: @MainActor () -> Void

  var body: some View {
    ToolbarItem(placement: .cancellationAction) {
      Button("Cancel") { cancel() }
    }
    ToolbarItem(placement: .confirmationAction) {
      Button("Done") { done() }
    }
  }
}
