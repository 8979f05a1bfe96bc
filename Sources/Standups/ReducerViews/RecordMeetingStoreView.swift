import CairnArchitecture
import CairnArchitectureWeb
import CairnWeb
import StandupsDomain
import StandupsReducers

/// A meeting in progress, over a store.
struct RecordMeetingStoreView: View {
  @UIBindable var store: StoreOf<RecordMeeting>

  var body: some View {
    MeetingPanel(
      meeting: store.state,
      transcript: store.transcript,
      next: { store.send(.nextButtonTapped) },
      end: { store.send(.endMeetingButtonTapped) }
    )
    .navigationBarBackButtonHidden()
    .task { await store.send(.onTask).finish() }
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}
