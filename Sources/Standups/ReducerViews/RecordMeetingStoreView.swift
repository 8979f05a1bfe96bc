import CairnArchitecture
import CairnArchitectureWeb
import CairnWeb
import StandupsDomain
import StandupsReducers

/// A meeting in progress drawn from a store, in the standup's colours: the same screen as the
/// models flavour's ``RecordMeetingView``.
struct RecordMeetingStoreView: View {
  @UIBindable var store: StoreOf<RecordMeeting>

  var body: some View {
    VStack {
      ProgressView("Meeting progress", value: store.progress)
      HStack {
        VStack {
          Text("Seconds elapsed").font(.caption)
          Label(Formatting.clock(store.secondsElapsed), systemImage: "clock").font(
            .monospacedDigit)
        }
        Spacer()
        VStack {
          Text("Seconds remaining").font(.caption)
          Label(Formatting.clock(store.secondsRemaining), systemImage: "timer").font(
            .monospacedDigit)
        }
      }
      Text("\(store.speakerName) is speaking").font(.title)
      Text(
        store.isLastSpeaker
          ? "No more speakers."
          : "Speaker \(store.speakerIndex + 1) of \(store.standup.attendees.count)")
      HStack {
        Button("Next speaker", systemImage: "forward.fill") { store.send(.nextButtonTapped) }
        Spacer()
        Button("End meeting", role: .destructive) { store.send(.endMeetingButtonTapped) }
      }
      if !store.transcript.isEmpty {
        Text(store.transcript).font(.caption)
      }
    }
    .padding(20)
    .background(store.standup.theme.color)
    .foregroundColor(store.standup.theme.textColor)
    .navigationTitle(store.standup.title)
    .navigationBarBackButtonHidden()
    .task { await store.send(.onTask).finish() }
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}
