import CairnWeb
import StandupsDomain

/// A meeting in progress, drawn the same for both flavours, as Scrumdinger draws it: a card in
/// the standup's colours with the time elapsed and left, the circular timer with the current
/// speaker inside, the speaker count and the next-speaker and end buttons, and the transcript
/// so far.
struct MeetingPanel<Meeting: MeetingInProgress>: View {
  let meeting: Meeting
  let transcript: String
  let next: @MainActor () async -> Void
  let end: @MainActor () -> Void

  var body: some View {
    let theme = meeting.standup.theme
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
      MeetingTimerRing(meeting: meeting)
      HStack {
        Text(
          meeting.isLastSpeaker
            ? "No more speakers."
            : "Speaker \(meeting.speakerIndex + 1) of \(meeting.standup.attendees.count)")
        Spacer()
        Button {
          await next()
        } label: {
          Label("Next speaker", systemImage: "forward.fill")
        }
      }
      Button("End meeting") { end() }
      if !transcript.isEmpty {
        Label(transcript, systemImage: "mic").font(.caption)
      }
    }
    .buttonStyle(.bordered)
    .tint(theme.textColor)
    .padding(20)
    .background(theme.color)
    .cornerRadius(16)
    .foregroundColor(theme.textColor)
    // Read out politely as the speaker changes and as time runs down, as the phone app's
    // screen reader would hear it.
    .accessibilityAnnouncement(meeting.speakerAnnouncement)
    .accessibilityAnnouncement(meeting.timeLeftAnnouncement)
    .navigationTitle(meeting.standup.displayTitle)
  }
}
