import CairnArchitecture
import CairnArchitectureWeb
import CairnWeb
import StandupsDomain
import StandupsReducers

/// "Daily Standups" drawn from a store: the same cards, sheet and alerts as the models
/// flavour's ``StandupsListView``.
struct StandupsListStoreView: View {
  @UIBindable var store: StoreOf<StandupsList>

  var body: some View {
    List {
      if store.standups.isEmpty {
        Section {
          Text("No standups yet.")
          if store.canLoadSampleData {
            Button("Load sample data") { store.send(.loadSampleDataButtonTapped) }
          }
        }
      } else {
        Section {
          ForEach(store.standups) { standup in
            Button(action: { store.send(.standupTapped(standup.id)) }) {
              CardView(standup: standup)
            }
            .background(standup.theme.color)
            .foregroundColor(standup.theme.textColor)
          }
        }
      }
    }
    .navigationTitle("Daily Standups")
    .toolbar {
      Button("New standup", systemImage: "plus") { store.send(.addStandupButtonTapped) }
    }
    .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { form in
      StandupFormStoreView(store: form)
        .navigationTitle("New standup")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Dismiss") { store.send(.dismissAddStandupButtonTapped) }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Add") { store.send(.confirmAddStandupButtonTapped) }
          }
        }
    }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  }
}
