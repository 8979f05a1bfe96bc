import Cairn
import CairnSharing
import Dependencies
import Foundation
import IdentifiedCollections
import Standups
import StandupsDomain
import StandupsFeatures
import Testing

@MainActor
@Suite("Standups list")
struct StandupsListTests {
  let now = Date(timeIntervalSince1970: 1_234_567_890)

  /// A tab's list, over the standups in memory or, given `disk`, in its file.
  func tab(on disk: StandupsDisk? = nil) -> StandupsListModel {
    withDependencies {
      $0.uuid = .incrementing
      $0.date.now = now
      $0.continuousClock = ImmediateClock()
      disk?.provide(&$0)
    } operation: {
      StandupsListModel()
    }
  }

  /// A tab's list and the shared standups it shows.
  func makeList(on disk: StandupsDisk? = nil) -> (
    StandupsListModel, Shared<IdentifiedArrayOf<Standup>>
  ) {
    let list = tab(on: disk)
    return (list, list.$standups)
  }

  /// A disk whose standups file does not decode.
  static func undecodableDisk() -> StandupsDisk {
    StandupsDisk(bytes: Data("{ not standups".utf8))
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
    #expect(store.wrappedValue.count == 1)
    #expect(store.wrappedValue[0].title == "Engineering")
    #expect(store.wrappedValue[0].attendees.map(\.name) == ["Blob"])
  }

  @Test func addingWithOnlyBlankAttendeesKeepsOneBlank() throws {
    let (list, store) = makeList()
    list.addStandupButtonTapped()
    let form = try #require(list.destination?[case: \.add])
    form.standup.title = "Team"
    form.addAttendeeButtonTapped()
    list.confirmAddStandupButtonTapped()
    #expect(store.wrappedValue[0].attendees.count == 1)
    #expect(store.wrappedValue[0].attendees[0].name.isEmpty)
  }

  @Test func dismissingAddsNothingAndReopeningStartsFresh() throws {
    let (list, store) = makeList()
    list.addStandupButtonTapped()
    let first = try #require(list.destination?[case: \.add])
    first.standup.title = "Draft"
    list.dismissAddStandupButtonTapped()
    #expect(list.destination == nil)
    #expect(store.wrappedValue.isEmpty)

    list.addStandupButtonTapped()
    let second = try #require(list.destination?[case: \.add])
    #expect(second !== first)
    #expect(second.standup.title.isEmpty)
    #expect(second.standup.id != first.standup.id)
  }

  @Test func loadingSampleData() {
    let (list, store) = makeList()
    list.loadSampleDataButtonTapped()
    #expect(store.wrappedValue.map(\.title) == ["Design", "Engineering", "Product"])
  }

  @Test func sampleDataKeepsAStandupAnotherTabAddedMeanwhile() {
    let (list, store) = makeList()
    let other = Standup(id: Standup.ID(UUID(999)), title: "Added elsewhere")
    store.withLock { _ = $0.append(other) }
    list.loadSampleDataButtonTapped()
    #expect(
      store.wrappedValue.map(\.title) == ["Added elsewhere", "Design", "Engineering", "Product"])
  }

  @Test func aMissingFileShowsNoAlert() {
    let (list, _) = makeList(on: StandupsDisk())
    #expect(list.destination == nil)
  }

  @Test func anUnreadableFileShowsTheAlertAndYesLoadsSamples() throws {
    let (list, store) = makeList(on: Self.undecodableDisk())
    let alert = try #require(list.destination?[case: \.alert])
    #expect(alert == .dataFailedToLoad)
    #expect(alert.title == TextState("Data failed to load"))

    list.destination = nil
    list.alertButtonTapped(.confirmLoadSampleData)
    #expect(store.wrappedValue.count == 3)
    #expect(list.storageStatus.loadFailure == nil)
  }

  @Test func tappingACardIsReported() {
    let (list, store) = makeList()
    list.loadSampleDataButtonTapped()
    var tapped: [String] = []
    list.onStandupTapped = { tapped.append($0.title) }
    list.standupTapped(store.wrappedValue[1])
    #expect(tapped == ["Engineering"])
  }

  @Test func theLoadFailureAlertIsAnsweredOnceForEveryTab() async throws {
    let disk = Self.undecodableDisk()
    let (tabA, store) = makeList(on: disk)
    let tabB = tab(on: disk)
    #expect(tabA.destination?[case: \.alert] != nil)
    #expect(tabB.destination?[case: \.alert] != nil, "every tab shows it")

    tabA.alertButtonTapped(.confirmLoadSampleData)
    #expect(store.wrappedValue.count == 3)
    await settleObservations()
    #expect(tabB.destination == nil, "answering in one tab took it down in the other")

    store.withLock { _ = $0.append(Standup(id: .init(UUID()), title: "Made after the answer")) }
    tabB.alertButtonTapped(.confirmLoadSampleData)
    #expect(
      store.wrappedValue.last?.title == "Made after the answer",
      "a late second answer cannot load the samples again over newer work")
    #expect(store.wrappedValue.count == 4)
    let fresh = tab(on: disk)
    #expect(fresh.destination == nil, "a tab opened after the answer shows no alert")
  }

  @Test func answeringNoCountsForEveryTabToo() async {
    let disk = Self.undecodableDisk()
    let (tabA, store) = makeList(on: disk)
    let tabB = tab(on: disk)
    tabA.alertButtonTapped(.declineLoadSampleData)
    await settleObservations()
    #expect(tabB.destination == nil)
    #expect(store.wrappedValue.isEmpty)
  }
}
