import CairnWeb
import Foundation
import StandupsDomain
import StandupsFeatures

/// A past meeting: who attended and what was said.
struct MeetingView: View {
  let meeting: Meeting
  let standup: Standup?
  @Environment(\.timeZone) var timeZone

  var body: some View {
    List {
      Section("Attendees") {
        if let standup {
          ForEach(standup.attendees) { attendee in
            Text(
              standup.displayName(ofAttendeeAt: standup.attendees.index(id: attendee.id) ?? 0))
          }
        }
      }
      Section("Transcript") {
        Text(meeting.transcript.isEmpty ? "No transcript." : meeting.transcript)
      }
    }
    .navigationTitle(Formatting.meetingDate(meeting.date, in: timeZone))
  }
}
