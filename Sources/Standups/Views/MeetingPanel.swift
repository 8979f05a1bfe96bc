import CairnWeb
import StandupsDomain

/// A meeting in progress, drawn the same for both flavours, in the standup's colours: time
/// elapsed and left, who speaks, the next-speaker and end buttons, and the transcript so far.
struct MeetingPanel<Meeting: MeetingInProgress>: View {
  let meeting: Meeting
  let transcript: String
  let next: @MainActor () async -> Void
  let end: @MainActor () -> Void

  var body: some View {
    VStack {
      ProgressView("Meeting progress", value: meeting.progress)
      HStack {
        VStack {
          Text("Seconds elapsed").font(.caption)
          Label(Formatting.clock(meeting.secondsElapsed), systemImage: "clock")
            .font(.monospacedDigit)
        }
        Spacer()
        VStack {
          Text("Seconds remaining").font(.caption)
          Label(Formatting.clock(meeting.secondsRemaining), systemImage: "timer")
            .font(.monospacedDigit)
        }
      }
      Text("\(meeting.speakerName) is speaking").font(.title)
      Text(
        meeting.isLastSpeaker
          ? "No more speakers."
          : "Speaker \(meeting.speakerIndex + 1) of \(meeting.standup.attendees.count)")
      HStack {
        Button("Next speaker", systemImage: "forward.fill") { await next() }
        Spacer()
        Button("End meeting", role: .destructive) { end() }
      }
      if !transcript.isEmpty {
        Text(transcript).font(.caption)
      }
    }
    .padding(20)
    .background(meeting.standup.theme.color)
    .foregroundColor(meeting.standup.theme.textColor)
    .navigationTitle(meeting.standup.title)
  }
}
