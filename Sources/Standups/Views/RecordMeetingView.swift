import CairnWeb
import StandupsDomain
import StandupsFeatures

/// A meeting in progress, over a model. The model hears when the tab leaves and comes
/// back, so a meeting nobody attends stands still.
struct RecordMeetingView: View {
  @UIBindable var model: RecordMeetingModel
  @Environment(\.scenePhase) var scenePhase

  var body: some View {
    MeetingPanel(
      meeting: model,
      transcript: model.transcript,
      next: { await model.nextButtonTapped() },
      end: { model.endMeetingButtonTapped() }
    )
    .navigationBarBackButtonHidden()
    .task { await model.task() }
    .onChange(of: scenePhase, initial: true) { _, phase in model.scenePhaseChanged(phase) }
    .alert($model.alert) { model.alertButtonTapped($0) }
  }
}
