import CairnWeb
import StandupsDomain
import StandupsFeatures

/// A meeting in progress, over a model.
struct RecordMeetingView: View {
  @UIBindable var model: RecordMeetingModel

  var body: some View {
    MeetingPanel(
      meeting: model,
      transcript: model.transcript,
      next: { await model.nextButtonTapped() },
      end: { model.endMeetingButtonTapped() }
    )
    .navigationBarBackButtonHidden()
    .task { await model.task() }
    .alert($model.alert) { model.alertButtonTapped($0) }
  }
}
