import CairnSharing
import Dependencies
import Foundation
import StandupsDomain
import StandupsFeatures
import Testing

/// The models a tab makes on a click (the add and edit sheets' forms, a standup's detail) get
/// their parent's dependencies, though they are no longer entered in swift-dependencies' table
/// of objects: outside the scope that made the parent, and again for a model made from them.
@MainActor
@Suite("Child models' dependencies")
struct ChildModelDependenciesTests {
  /// A tab's app, made with incrementing ids and memory storage; the test runs outside this scope.
  func makeApp() -> AppModel {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
      $0.uuid = .incrementing
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.continuousClock = ImmediateClock()
    } operation: {
      AppModel()
    }
  }

  @Test func theAddSheetsFormTakesItsIdsFromTheListsGenerator() throws {
    let app = makeApp()
    app.standupsList.addStandupButtonTapped()
    let form = try #require(app.standupsList.destination?[case: \.add])
    #expect(form.standup.id == Standup.ID(UUID(0)))
    #expect(form.standup.attendees.map(\.id) == [Attendee.ID(UUID(1))])
    form.addAttendeeButtonTapped()
    #expect(form.standup.attendees.map(\.id).last == Attendee.ID(UUID(2)))
  }

  @Test func theDetailAndItsEditFormTakeTheAppsDependencies() throws {
    let app = makeApp()
    app.standupsList.addStandupButtonTapped()
    let add = try #require(app.standupsList.destination?[case: \.add])
    add.standup.title = "Design"
    app.standupsList.confirmAddStandupButtonTapped()
    let standup = try #require(app.standups.first)
    app.standupsList.standupTapped(standup)
    guard case .detail(let detail) = app.path.last else {
      Issue.record("the detail was not pushed")
      return
    }
    detail.editButtonTapped()
    let edit = try #require(detail.destination?[case: \.edit])
    edit.addAttendeeButtonTapped()
    // Ids 0-2 went to the added standup and its attendees.
    #expect(edit.standup.attendees.map(\.id).last == Attendee.ID(UUID(3)))

    // A model made from the form finds the form's dependencies (the same generator).
    let fromForm = withDependencies(from: edit) {
      StandupFormModel(standup: Standup(id: .init(UUID(99))))
    }
    #expect(fromForm.standup.attendees.map(\.id) == [Attendee.ID(UUID(4))])
  }
}
