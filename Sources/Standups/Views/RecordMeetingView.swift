import CairnWeb
import StandupsDomain
import StandupsFeatures

/// A meeting in progress, in the standup's colours.
struct RecordMeetingView: View {
  @UIBindable var model: RecordMeetingModel

  var body: some View {
    VStack {
      ProgressView("Meeting progress", value: model.progress)
      HStack {
        VStack {
          Text("Seconds elapsed").font(.caption)
          Label(Formatting.clock(model.secondsElapsed), systemImage: "clock").font(.monospacedDigit)
        }
        Spacer()
        VStack {
          Text("Seconds remaining").font(.caption)
          Label(Formatting.clock(model.secondsRemaining), systemImage: "timer").font(
            .monospacedDigit)
        }
      }
      Text("\(model.speakerName) is speaking").font(.title)
      Text(
        model.isLastSpeaker
          ? "No more speakers."
          : "Speaker \(model.speakerIndex + 1) of \(model.standup.attendees.count)")
      HStack {
        Button("Next speaker", systemImage: "forward.fill") {
          await model.nextButtonTapped()
        }
        Spacer()
        Button("End meeting", role: .destructive) { model.endMeetingButtonTapped() }
      }
      if !model.transcript.isEmpty {
        Text(model.transcript).font(.caption)
      }
    }
    .padding(20)
    .background(model.standup.theme.color)
    .foregroundColor(model.standup.theme.textColor)
    .navigationTitle(model.standup.title)
    .navigationBarBackButtonHidden()
    .task { await model.task() }
    .alert($model.alert) { model.alertButtonTapped($0) }
  }
}
