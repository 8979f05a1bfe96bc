import CairnWeb
import StandupsDomain
import StandupsFeatures

/// "Daily Standups": one card per standup, the add sheet and the load-failure alert.
struct StandupsListView: View {
  @UIBindable var model: StandupsListModel

  var body: some View {
    List {
      if model.standups.isEmpty {
        Section {
          Text("No standups yet.")
          // Samples would only confuse while the real standups exist but cannot be read.
          if model.store.readFailure == nil {
            Button("Load sample data") { model.loadSampleDataButtonTapped() }
          }
        }
      } else {
        Section {
          ForEach(model.standups) { standup in
            Button(action: { model.standupTapped(standup) }) {
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
      Button("New standup", systemImage: "plus") { model.addStandupButtonTapped() }
    }
    .sheet(item: $model.destination.add) { form in
      StandupFormView(model: form)
        .navigationTitle("New standup")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Dismiss") { model.dismissAddStandupButtonTapped() }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Add") { model.confirmAddStandupButtonTapped() }
          }
        }
    }
    .alert($model.destination.alert) { model.alertButtonTapped($0) }
  }
}

/// A standup's card: title, attendee count and duration.
struct CardView: View {
  let standup: Standup

  var body: some View {
    VStack {
      Text(standup.title.isEmpty ? "Untitled" : standup.title).font(.headline)
      HStack {
        Label("\(standup.attendees.count)", systemImage: "person.3")
          .accessibilityLabel("\(standup.attendees.count) attendees")
        Spacer()
        Label(Formatting.duration(standup.duration), systemImage: "clock")
      }
      .font(.caption)
    }
  }
}
