import CairnArchitecture
import CairnArchitectureWeb
import CairnWeb
import Foundation
import StandupsDomain
import StandupsReducers

/// One standup over a store: the same screen as the models flavour's.
struct StandupDetailStoreView: View {
  @UIBindable var store: StoreOf<StandupDetail>

  var body: some View {
    let standup = store.standup
    StandupDetailList(
      owner: ObjectIdentifier(store),
      standup: standup,
      startMeeting: { store.send(.startMeetingButtonTapped) },
      meetingTapped: { store.send(.meetingTapped($0.id)) },
      deleteMeetings: { store.send(.deleteMeetingsButtonTapped(ids: $0, timeZone: $1)) },
      delete: { store.send(.deleteButtonTapped) }
    )
    .equatable()
    .toolbar {
      Button("Edit") { store.send(.editButtonTapped) }
    }
    .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { form in
      StandupFormStoreView(store: form)
        .navigationTitle(standup.displayTitle)
        .toolbar {
          EditSheetToolbar(
            cancel: { store.send(.cancelEditButtonTapped) },
            done: { store.send(.doneEditingButtonTapped) })
        }
    }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  }
}
