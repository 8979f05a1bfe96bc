import Cairn
import Dependencies
import Foundation
import Standups
import StandupsDomain
import StandupsFeatures
import Testing

@MainActor
@Suite("Standups list")
struct StandupsListTests {
  let now = Date(timeIntervalSince1970: 1_234_567_890)

  func makeList(load: StandupsFile.LoadResult = .missing) -> (StandupsListModel, StandupsStore) {
    withDependencies {
      $0.uuid = .incrementing
      $0.date.now = now
      $0.persistence = PersistenceClient.inMemory(load).0
      $0.continuousClock = ImmediateClock()
    } operation: {
      let store = StandupsStore()
      store.load()
      return (StandupsListModel(store: store), store)
    }
  }

  @Test func addingCleansBlankAttendeesAndAppends() throws {
    let (list, store) = makeList()
    list.addStandupButtonTapped()
    let form = try #require(list.destination?[case: \.add])
    form.standup.title = "Engineering"
    form.standup.attendees[0].name = "Blob"
    form.addAttendeeButtonTapped()
    form.addAttendeeButtonTapped()
    form.standup.attendees[2].name = "   "

    list.confirmAddStandupButtonTapped()

    #expect(list.destination == nil)
    #expect(store.standups.count == 1)
    #expect(store.standups[0].title == "Engineering")
    #expect(store.standups[0].attendees.map(\.name) == ["Blob"])
  }

  @Test func addingWithOnlyBlankAttendeesKeepsOneBlank() throws {
    let (list, store) = makeList()
    list.addStandupButtonTapped()
    let form = try #require(list.destination?[case: \.add])
    form.standup.title = "Team"
    form.addAttendeeButtonTapped()
    list.confirmAddStandupButtonTapped()
    #expect(store.standups[0].attendees.count == 1)
    #expect(store.standups[0].attendees[0].name.isEmpty)
  }

  @Test func dismissingAddsNothingAndReopeningStartsFresh() throws {
    let (list, store) = makeList()
    list.addStandupButtonTapped()
    let first = try #require(list.destination?[case: \.add])
    first.standup.title = "Draft"
    list.dismissAddStandupButtonTapped()
    #expect(list.destination == nil)
    #expect(store.standups.isEmpty)

    list.addStandupButtonTapped()
    let second = try #require(list.destination?[case: \.add])
    #expect(second !== first)
    #expect(second.standup.title.isEmpty)
    #expect(second.standup.id != first.standup.id)
  }

  @Test func loadingSampleData() {
    let (list, store) = makeList()
    list.loadSampleDataButtonTapped()
    #expect(store.standups.map(\.title) == ["Design", "Engineering", "Product"])
  }

  @Test func aMissingFileShowsNoAlert() {
    let (list, _) = makeList(load: .missing)
    #expect(list.destination == nil)
  }

  @Test func anUnreadableFileShowsTheAlertAndYesLoadsSamples() throws {
    let (list, store) = makeList(
      load: .unreadable(
        movedTo: URL(fileURLWithPath: "/tmp/standups.json.unreadable-x"), reason: "bad"))
    let alert = try #require(list.destination?[case: \.alert])
    #expect(alert == .dataFailedToLoad)
    #expect(alert.title == TextState("Data failed to load"))

    list.destination = nil
    list.alertButtonTapped(.confirmLoadSampleData)
    #expect(store.standups.count == 3)
    #expect(store.loadFailure == nil)
  }

  @Test func tappingACardIsReported() {
    let (list, store) = makeList()
    list.loadSampleDataButtonTapped()
    var tapped: [String] = []
    list.onStandupTapped = { tapped.append($0.title) }
    list.standupTapped(store.standups[1])
    #expect(tapped == ["Engineering"])
  }

  @Test func theLoadFailureAlertIsAnsweredOnceForEveryTab() async throws {
    let aside = URL(fileURLWithPath: "/data/standups.json.unreadable-20260101T000000")
    let (tabA, store) = makeList(load: .unreadable(movedTo: aside, reason: "bad JSON"))
    let tabB = withDependencies {
      $0.uuid = .incrementing
      $0.date.now = now
    } operation: {
      StandupsListModel(store: store)
    }
    #expect(tabA.destination?[case: \.alert] != nil)
    #expect(tabB.destination?[case: \.alert] != nil, "every tab shows it")

    tabA.alertButtonTapped(.confirmLoadSampleData)
    #expect(store.standups.count == 3)
    await settleObservations()
    #expect(tabB.destination == nil, "answering in one tab took it down in the other")

    store.update { $0.append(Standup(id: .init(UUID()), title: "Made after the answer")) }
    tabB.alertButtonTapped(.confirmLoadSampleData)
    #expect(
      store.standups.last?.title == "Made after the answer",
      "a late second answer cannot load the samples again over newer work")
    #expect(store.standups.count == 4)
    let fresh = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      StandupsListModel(store: store)
    }
    #expect(fresh.destination == nil, "a tab opened after the answer shows no alert")
  }

  @Test func answeringNoCountsForEveryTabToo() async {
    let aside = URL(fileURLWithPath: "/data/standups.json.unreadable-20260101T000000")
    let (tabA, store) = makeList(load: .unreadable(movedTo: aside, reason: "bad JSON"))
    let tabB = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      StandupsListModel(store: store)
    }
    tabA.alertButtonTapped(.declineLoadSampleData)
    await settleObservations()
    #expect(tabB.destination == nil)
    #expect(store.standups.isEmpty)
  }
}
