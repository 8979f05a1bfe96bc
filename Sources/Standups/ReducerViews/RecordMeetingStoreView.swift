import CairnArchitecture
import CairnArchitectureWeb
import CairnWeb
import StandupsDomain
import StandupsReducers

/// A meeting in progress, over a store. The store hears when the tab leaves and comes
/// back, so a meeting nobody attends stands still.
struct RecordMeetingStoreView: View {
  @UIBindable var store: StoreOf<RecordMeeting>
  @Environment(\.scenePhase) var scenePhase

  var body: some View {
    MeetingPanel(
      meeting: store.state,
      transcript: store.transcript,
      next: { store.send(.nextButtonTapped) },
      end: { store.send(.endMeetingButtonTapped) }
    )
    .navigationBarBackButtonHidden()
    .task { await store.send(.onTask).finish() }
    .onChange(of: scenePhase, initial: true) { _, phase in store.send(.scenePhaseChanged(phase)) }
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}
