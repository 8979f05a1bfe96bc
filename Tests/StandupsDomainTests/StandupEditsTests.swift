import Foundation
import IdentifiedCollections
import StandupsDomain
import Testing

/// Edits are applied as changes to the standup as it is now.
@Suite("Standup edits as changes")
struct StandupEditsTests {
  let ann = Attendee(id: .init(UUID()), name: "Ann")
  let bob = Attendee(id: .init(UUID()), name: "Bob")
  let cy = Attendee(id: .init(UUID()), name: "Cy")

  func standup(_ attendees: [Attendee], title: String = "Design") -> Standup {
    Standup(
      id: .init(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!),
      attendees: IdentifiedArray(uniqueElements: attendees), title: title)
  }

  @Test func attendeesAreMergedByID() {
    let original = standup([ann, bob])
    var edited = original
    edited.attendees.remove(id: ann.id)  // removed here
    edited.attendees[id: bob.id]?.name = "Robert"  // renamed here
    let dee = Attendee(id: .init(UUID()), name: "Dee")
    edited.attendees.append(dee)  // added here
    var current = standup([ann, bob, cy], title: "Renamed elsewhere")  // Cy added elsewhere

    current.applyEdit(from: original, to: edited)
    #expect(current.attendees.map(\.name) == ["Robert", "Cy", "Dee"])
    #expect(current.title == "Renamed elsewhere", "a title not edited here is left alone")
  }

  @Test func aRenameOfSomeoneRemovedElsewhereDoesNotBringThemBack() {
    let original = standup([ann, bob])
    var edited = original
    edited.attendees[id: ann.id]?.name = "Annie"
    var current = standup([bob])
    current.applyEdit(from: original, to: edited)
    #expect(current.attendees.map(\.name) == ["Bob"])
  }

  @Test func rebasingKeepsTouchedFieldsAndTakesTheRest() {
    var original = standup([ann, bob])
    var draft = original
    draft.title = "Mine"
    draft.attendees[id: bob.id]?.name = "Bobby"
    var current = standup([bob, cy], title: "Theirs")
    current.theme = .navy

    Standup.rebase(draft: &draft, original: &original, onto: current)
    #expect(draft.title == "Mine")
    #expect(draft.theme == .navy)
    #expect(draft.attendees.map(\.name) == ["Bobby", "Cy"], "Ann left elsewhere, Cy came")
    #expect(original == current)
  }
}
