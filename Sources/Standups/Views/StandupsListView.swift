import CairnWeb
import StandupsDomain
import StandupsFeatures

/// "Daily Standups" over a model: the cards, the add sheet and the load-failure alert.
struct StandupsListView: View {
  @UIBindable var model: StandupsListModel

  var body: some View {
    StandupsListContent(
      owner: ObjectIdentifier(model),
      standups: model.standups,
      // Samples would only confuse while the real standups exist but cannot be read.
      canLoadSampleData: model.storageStatus.canRead,
      loadSampleData: { model.loadSampleDataButtonTapped() },
      standupTapped: { model.standupTapped($0) },
      addStandup: { model.addStandupButtonTapped() }
    )
    .equatable()
    .sheet(item: $model.destination.add) { form in
      StandupFormView(model: form)
        .navigationTitle("New standup")
        .toolbar {
          AddSheetToolbar(
            dismiss: { model.dismissAddStandupButtonTapped() },
            add: { model.confirmAddStandupButtonTapped() })
        }
    }
    .alert($model.destination.alert) { model.alertButtonTapped($0) }
  }
}
