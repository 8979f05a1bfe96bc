import Cairn
import CairnArchitecture
import CairnSharing
import CairnTestSupport
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import IdentifiedCollections
import Standups
import StandupsDomain
import StandupsFeatures
import StandupsReducers
import Testing

/// Issue 28, items 2, 4 and 6: a past meeting is deleted only after the person confirms; a
/// standup needs a title, and blank titles and names from old data files show a fallback
/// everywhere; a sheet with unsaved changes asks before Escape or a click beside it throws
/// them away. The models flavour's features, and the screens of both flavours.
@MainActor
@Suite("Asking before losing data", .mainSerialExecutor)
struct DataSafetyPromptsTests {
  static let meeting = Meeting(
    id: Meeting.ID(UUID(50)), date: Date(timeIntervalSince1970: 1_234_567_890),
    transcript: "Said things")
  /// A standup with one past meeting.
  static let design = Standup(
    id: Standup.ID(UUID(40)),
    attendees: [Attendee(id: Attendee.ID(UUID(41)), name: "Blob")],
    meetings: [meeting], title: "Design")
  /// A standup as an old data file may hold it: no title, a blank attendee.
  static let blank = Standup(
    id: Standup.ID(UUID(60)),
    attendees: [
      Attendee(id: Attendee.ID(UUID(61)), name: " "),
      Attendee(id: Attendee.ID(UUID(62)), name: "Blob Jr"),
    ])
  static let utc = TimeZone(identifier: "UTC")!

  /// The app's screens in the headless host, in `flavour`, opened at `path`.
  func host(_ flavour: StandupsFlavour, path: String = "/") -> (
    Shared<IdentifiedArrayOf<Standup>>, ViewHost
  ) {
    withDependencies {
      // Arguments of one parameterized test share the test's dependencies: each case gets
      // standups of its own.
      $0.defaultInMemoryStorage = InMemoryStorage()
      $0.uuid = .incrementing
      $0.date.now = Date(timeIntervalSince1970: 1_300_000_000)
      $0.continuousClock = TestClock()
      $0.speechClient = SpeechClient(
        authorizationStatus: { .restricted }, requestAuthorization: { .restricted },
        startTask: { .finished() })
      $0.soundEffectClient = SoundEffectClient(load: { _ in }, play: {})
    } operation: {
      let standups = sharedStandups([Self.design, Self.blank])
      let link = DeepLink(path: path)
      let host: ViewHost
      switch flavour {
      case .models:
        let model = AppModel(deepLink: link)
        host = ViewHost(url: { model.deepLink }) { AppView(model: model) }
      case .reducers:
        let store = Store(initialState: StandupsAppFeature.State(deepLink: link)) {
          StandupsAppFeature()
        }
        host = ViewHost(url: { store.state.deepLink }) { StandupsReducersAppView(store: store) }
      }
      host.setViewerTimeZone("UTC")
      return (standups, host)
    }
  }

  /// Lets the reducers flavour's effects (a save to the shared standups, a sheet closing
  /// itself) run, then waits for the screen to catch up.
  func settleEffects(_ host: ViewHost) async {
    await Task.megaYield()
    await host.settle()
  }

  // MARK: Item 2: deleting a past meeting

  @Test(arguments: StandupsFlavour.allCases)
  func deletingAPastMeetingAsksFirst(flavour: StandupsFlavour) async throws {
    let (standups, host) = host(flavour, path: "/standups/\(Self.design.id.rawValue.uuidString)")
    await host.settle()
    let date = "Feb 13, 2009 at 11:31 PM"
    let delete = try #require(host.button("Delete \(date)"))
    try await host.tap(delete)
    let alert = try #require(host.alert("Delete meeting?"), "one click no longer deletes")
    #expect(
      alert.text.contains(
        "The meeting of \(date) and its transcript will be deleted. This cannot be undone."))
    #expect(host.all(.button, in: alert).map(\.name) == ["Delete", "Cancel"])
    let cancel = try #require(host.button("Cancel", in: alert))
    #expect(cancel.node.attributes["data-cancel"] != nil, "the safe button takes focus")
    #expect(standups.wrappedValue[id: Self.design.id]?.meetings.count == 1)

    try await host.tap(cancel)
    #expect(host.alert() == nil)
    #expect(standups.wrappedValue[id: Self.design.id]?.meetings.count == 1, "Cancel keeps it")

    try await host.tap(host.button("Delete \(date)"))
    try await host.tap(host.button("Delete", in: host.alert("Delete meeting?")))
    await settleEffects(host)
    #expect(standups.wrappedValue[id: Self.design.id]?.meetings.isEmpty == true)
    #expect(!host.contains(text: "Past meetings"))
  }

  @Test func deletingAPastMeetingAsksFirstInTheModel() async throws {
    let store = sharedStandups([Self.design])
    let detail = StandupDetailModel(standup: try #require(Shared(store[id: Self.design.id])))
    detail.deleteMeetingsButtonTapped(ids: [Self.meeting.id], timeZone: Self.utc)
    let alert = try #require(detail.destination?[case: \.alert])
    #expect(alert == .deleteMeetings([Self.meeting], timeZone: Self.utc))
    #expect(String(state: alert.title) == "Delete meeting?")
    #expect(store.wrappedValue[id: Self.design.id]?.meetings.count == 1)
    detail.destination = nil  // "Cancel"
    #expect(store.wrappedValue[id: Self.design.id]?.meetings.count == 1)

    detail.deleteMeetingsButtonTapped(ids: [Self.meeting.id], timeZone: Self.utc)
    detail.destination = nil
    await detail.alertButtonTapped(.confirmMeetingDeletion([Self.meeting.id]))
    #expect(store.wrappedValue[id: Self.design.id]?.meetings.isEmpty == true)
  }

  // MARK: Item 4: blank titles and names

  @Test(arguments: StandupsFlavour.allCases)
  func aStandupNeedsATitle(flavour: StandupsFlavour) async throws {
    let (standups, host) = host(flavour)
    try await host.tap(host.button("New standup"))
    #expect(host.contains(text: "A standup needs a title."))
    try await host.type("Blob", into: host.textField("Name"))
    try await host.tap(host.button("Add", in: host.dialog("New standup")))
    await settleEffects(host)
    #expect(host.dialog("New standup") != nil, "refused: the sheet stays")
    try await host.type("  ", into: host.textField("Title"))
    try await host.tap(host.button("Add", in: host.dialog()))
    await settleEffects(host)
    #expect(host.dialog("New standup") != nil, "whitespace is no title")
    #expect(host.contains(text: "A standup needs a title."))
    #expect(standups.wrappedValue.count == 2, "nothing added")

    try await host.type("Marketing", into: host.textField("Title"))
    #expect(!host.contains(text: "A standup needs a title."))
    try await host.tap(host.button("Add", in: host.dialog()))
    await settleEffects(host)
    #expect(host.dialog() == nil)
    #expect(standups.wrappedValue.last?.title == "Marketing")

    let (edited, edit) = self.host(
      flavour, path: "/standups/\(Self.design.id.rawValue.uuidString)/edit")
    await edit.settle()
    try await edit.type("", into: edit.textField("Title"))
    #expect(edit.contains(text: "A standup needs a title."))
    try await edit.tap(edit.button("Done", in: edit.dialog()))
    await settleEffects(edit)
    #expect(edit.dialog("Design") != nil, "refused: the sheet stays")
    #expect(edited.wrappedValue[id: Self.design.id]?.title == "Design")
  }

  @Test(arguments: StandupsFlavour.allCases)
  func blankTitlesAndNamesFromOldDataShowAFallback(flavour: StandupsFlavour) async throws {
    let id = Self.blank.id.rawValue.uuidString
    let (_, list) = host(flavour)
    #expect(list.contains(text: "Untitled standup"))

    let (_, detail) = host(flavour, path: "/standups/\(id)")
    await detail.settle()
    #expect(detail.find(.heading, "Untitled standup") != nil)
    #expect(detail.texts.contains("Attendee 1"))
    try await detail.tap(detail.button("Edit"))
    #expect(detail.dialog("Untitled standup") != nil, "the edit sheet's title")

    let (_, record) = host(flavour, path: "/standups/\(id)/record")
    await record.settle()
    #expect(record.find(.heading, "Untitled standup") != nil)
    #expect(record.contains(text: "Attendee 1 is speaking"), "never “ is speaking”")
  }

  @Test func theRingNeverNamesNobody() {
    struct Running: MeetingInProgress {
      let standup: Standup
      let secondsElapsed = 0
      let speakerIndex: Int
    }
    #expect(Running(standup: Self.blank, speakerIndex: 0).speakerName == "Attendee 1")
    #expect(Running(standup: Self.blank, speakerIndex: 1).speakerName == "Blob Jr")
    #expect(Running(standup: Self.blank, speakerIndex: 5).speakerName == "Someone")
    #expect(Self.blank.displayTitle == "Untitled standup")
    #expect(Self.design.displayTitle == "Design")
  }

  @Test func aStandupWithoutATitleCannotBeAddedOrSaved() throws {
    let store = sharedStandups([Self.design])
    let list = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      StandupsListModel()
    }
    list.addStandupButtonTapped()
    let form = try #require(list.destination?[case: \.add])
    form.standup.title = " \t"
    form.focus = nil
    list.confirmAddStandupButtonTapped()
    #expect(store.wrappedValue.count == 1, "nothing added")
    #expect(list.destination?[case: \.add] === form, "the sheet stays")
    #expect(form.focus == .title, "the title is focused, where the form says why")

    let detail = StandupDetailModel(standup: try #require(Shared(store[id: Self.design.id])))
    detail.editButtonTapped()
    let edit = try #require(detail.destination?[case: \.edit])
    edit.standup.title = ""
    edit.focus = nil
    detail.doneEditingButtonTapped()
    #expect(store.wrappedValue[id: Self.design.id]?.title == "Design")
    #expect(detail.destination?[case: \.edit] === edit)
    #expect(edit.focus == .title)
  }

  // MARK: Item 6: Escape on a sheet with unsaved changes

  @Test(arguments: StandupsFlavour.allCases)
  func escapeOnAHalfFilledNewStandupAsksFirst(flavour: StandupsFlavour) async throws {
    let (standups, host) = host(flavour)
    // Untouched: Escape closes it as before.
    try await host.tap(host.button("New standup"))
    let pristine = try #require(host.dialog("New standup"))
    #expect(pristine.node.attributes["data-dismiss-disabled"] == nil)
    try await host.dismiss(pristine)
    #expect(host.dialog() == nil)

    try await host.tap(host.button("New standup"))
    try await host.type("Half", into: host.textField("Title"))
    let sheet = try #require(host.dialog("New standup"))
    #expect(sheet.node.attributes["data-dismiss-disabled"] != nil, "the client keeps it open")
    try await host.dismiss(sheet)
    #expect(host.dialog("New standup") != nil, "Escape did not discard it")
    let alert = try #require(host.alert("Discard changes?"))
    #expect(host.all(.button, in: alert).map(\.name) == ["Discard", "Keep editing"])
    #expect(host.button("Keep editing", in: alert)?.node.attributes["data-cancel"] != nil)
    let overlays = host.tree.descendants().filter { $0.node.tag == "dialog" }.map(\.node)
    #expect(
      overlays.first?.attributes["aria-label"] == "New standup",
      "the alert comes after the sheet it covers")

    try await host.tap(host.button("Keep editing", in: alert))
    #expect(host.alert() == nil)
    #expect(host.textField("Title")?.node.attributes["value"] == "Half")

    try await host.dismiss(host.dialog("New standup"))
    try await host.tap(host.button("Discard", in: host.alert("Discard changes?")))
    await settleEffects(host)
    #expect(host.dialog() == nil)
    #expect(host.alert() == nil)
    #expect(standups.wrappedValue.count == 2, "nothing added")
  }

  @Test(arguments: StandupsFlavour.allCases)
  func escapeOnAnEditedEditSheetAsksFirst(flavour: StandupsFlavour) async throws {
    let (standups, host) = host(
      flavour, path: "/standups/\(Self.design.id.rawValue.uuidString)/edit")
    await host.settle()
    try await host.type("Platform", into: host.textField("Title"))
    try await host.dismiss(host.dialog("Design"))
    try await host.tap(host.button("Discard", in: host.alert("Discard changes?")))
    await settleEffects(host)
    #expect(host.dialog() == nil)
    #expect(standups.wrappedValue[id: Self.design.id]?.title == "Design")
  }

  @Test func escapeInTheModelClosesAnUntouchedFormAndAsksForAnEditedOne() throws {
    let store = sharedStandups([Self.design])
    let list = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      StandupsListModel()
    }
    list.addStandupButtonTapped()
    try #require(list.destination?[case: \.add]).dismissAttempted()
    #expect(list.destination == nil, "nothing to lose: closed at once")

    list.addStandupButtonTapped()
    let form = try #require(list.destination?[case: \.add])
    form.standup.attendees[0].name = "Blob"
    #expect(form.hasUnsavedChanges)
    form.dismissAttempted()
    #expect(form.alert == .discardChanges)
    #expect(list.destination?[case: \.add] === form, "still open")
    form.alert = nil  // "Keep editing"
    #expect(list.destination?[case: \.add] === form)
    form.dismissAttempted()
    form.alert = nil
    form.alertButtonTapped(.discardChanges)
    #expect(list.destination == nil)
    #expect(store.wrappedValue.count == 1)

    let detail = StandupDetailModel(standup: try #require(Shared(store[id: Self.design.id])))
    detail.editButtonTapped()
    let edit = try #require(detail.destination?[case: \.edit])
    edit.standup.title = "Platform"
    edit.dismissAttempted()
    #expect(edit.alert == .discardChanges)
    edit.alert = nil
    edit.alertButtonTapped(.discardChanges)
    #expect(detail.destination == nil)
    #expect(store.wrappedValue[id: Self.design.id]?.title == "Design")
  }
}
