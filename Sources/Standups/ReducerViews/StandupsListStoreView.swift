import CairnArchitecture
import CairnArchitectureWeb
import CairnWeb
import StandupsDomain
import StandupsReducers

/// "Daily Standups" over a store: the same cards, sheet and alerts as the models flavour's.
struct StandupsListStoreView: View {
  @UIBindable var store: StoreOf<StandupsList>

  var body: some View {
    StandupsListContent(
      owner: ObjectIdentifier(store),
      standups: store.standups,
      canLoadSampleData: store.canLoadSampleData,
      loadSampleData: { store.send(.loadSampleDataButtonTapped) },
      standupTapped: { store.send(.standupTapped($0.id)) },
      addStandup: { store.send(.addStandupButtonTapped) }
    )
    .equatable()
    .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { form in
      StandupFormStoreView(store: form)
        .navigationTitle("New standup")
        .toolbar {
          AddSheetToolbar(
            dismiss: { store.send(.dismissAddStandupButtonTapped) },
            add: { store.send(.confirmAddStandupButtonTapped) })
        }
    }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  }
}
