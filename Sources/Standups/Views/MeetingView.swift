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
        ForEach(standup?.attendees ?? []) { attendee in
          Text(attendee.name)
        }
      }
      Section("Transcript") {
        Text(meeting.transcript.isEmpty ? "No transcript." : meeting.transcript)
      }
    }
    .navigationTitle(Formatting.meetingDate(meeting.date, in: timeZone))
  }
}
