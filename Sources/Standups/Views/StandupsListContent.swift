import CairnWeb
import IdentifiedCollections
import StandupsDomain
import StandupsFeatures

/// "Daily Standups": one card per standup, or the empty state, drawn the same for both
/// flavours.
///
/// Equatable, so a render that changes only what is around the list (the add sheet opening,
/// a screen pushed over it) reuses the cards it drew (`.equatable()`): two lists are equal
/// when they show the same standups for the same owner (the model or store the actions act
/// on), whatever closures they were handed.
struct StandupsListContent: View, Equatable {
  /// The model or store the actions act on.
  let owner: ObjectIdentifier
  let standups: IdentifiedArrayOf<Standup>
  /// Whether to offer the samples (not while the real standups exist but cannot be read).
  let canLoadSampleData: Bool
  let loadSampleData: @MainActor () -> Void
  let standupTapped: @MainActor (Standup) -> Void
  let addStandup: @MainActor () -> Void

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.owner == rhs.owner && lhs.canLoadSampleData == rhs.canLoadSampleData
      && lhs.standups == rhs.standups
  }

  var body: some View {
    List {
      if standups.isEmpty {
        Section {
          Text("No standups yet.")
          if canLoadSampleData {
            Button("Load sample data") { loadSampleData() }
              .buttonStyle(.borderedProminent)
          }
        }
      } else {
        Section {
          ForEach(standups) { standup in
            StandupRow(owner: owner, standup: standup, tapped: standupTapped).equatable()
          }
        }
      }
    }
    .navigationTitle("Daily Standups")
    .toolbar {
      Button("New standup", systemImage: "plus") { addStandup() }
    }
  }
}

/// One standup's row: a link to its detail, drawn as its card in its theme.
///
/// Equatable, so when one standup changes only its row is drawn again (`.equatable()`): with
/// ten thousand standups and many tabs open, every edit would otherwise draw every row in
/// view in every tab. Two rows are equal when they show the same standup for the same owner.
struct StandupRow: View, Equatable {
  /// The model or store the tap acts on.
  let owner: ObjectIdentifier
  let standup: Standup
  let tapped: @MainActor (Standup) -> Void

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.owner == rhs.owner && lhs.standup == rhs.standup
  }

  var body: some View {
    NavigationLink(href: AppRoute.print([.detail(standup.id, isEditing: false)])) {
      tapped(standup)
    } label: {
      CardView(standup: standup)
    }
    .foregroundColor(standup.theme.textColor)
    .listRowBackground(standup.theme.color)
  }
}

/// The toolbar of the add sheet: "Dismiss" and "Add".
struct AddSheetToolbar: View {
  let dismiss: @MainActor () -> Void
  let add: @MainActor () -> Void

  var body: some View {
    ToolbarItem(placement: .cancellationAction) {
      Button("Dismiss") { dismiss() }
    }
    ToolbarItem(placement: .confirmationAction) {
      Button("Add") { add() }
    }
  }
}

/// A standup's card, as in Scrumdinger: the title, then the attendee count and, trailing, the
/// duration.
struct CardView: View {
  let standup: Standup

  var body: some View {
    VStack {
      Text(standup.displayTitle).font(.headline)
      HStack {
        Label("\(standup.attendees.count)", systemImage: "person.3")
          .accessibilityLabel("\(standup.attendees.count) attendees")
        Spacer()
        Label(Formatting.duration(standup.duration), systemImage: "clock")
      }
      .font(.caption)
    }
    .padding(8)
  }
}
