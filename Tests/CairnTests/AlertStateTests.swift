import Cairn
import CustomDump
import Testing

@MainActor
@Suite("Alerts and dialogs")
struct AlertStateTests {
  enum Action: Hashable, Sendable {
    case confirmDeletion
    case share(String)
  }

  func deleteAlert() -> AlertState<Action> {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
      ButtonState(role: .cancel) { TextState("Nevermind") }
    } message: {
      TextState("Are you sure?")
    }
  }

  @Test func builderCollectsTitleButtonsAndMessage() {
    let alert = deleteAlert()
    #expect(alert.title == TextState("Delete?"))
    #expect(alert.message == TextState("Are you sure?"))
    #expect(alert.buttons.map(\.label.string) == ["Yes", "Nevermind"])
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(alert.buttons.map(\.action) == [.confirmDeletion, nil])
  }

  @Test func equalityAndHashingIgnoreIdentity() {
    let first = deleteAlert()
    let second = deleteAlert()
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)

    var changed = second
    changed.title = TextState("Remove?")
    #expect(first != changed)
  }

  @Test func builderSupportsConditionsAndLoops() {
    let canShare = true
    let alert = AlertState<Action> {
      TextState("Options")
    } actions: {
      if canShare {
        ButtonState(action: .share("link")) { TextState("Share") }
      }
      for name in ["a", "b"] {
        ButtonState(action: .share(name)) { TextState(name) }
      }
    }
    #expect(alert.buttons.map(\.action) == [.share("link"), .share("a"), .share("b")])
  }

  @Test func alertWithoutButtonsShowsOneOKThatOnlyDismisses() {
    let alert = AlertState<Action> { TextState("Saved") }
    #expect(alert.buttons.isEmpty)
    #expect(alert.displayedButtons.count == 1)
    #expect(alert.displayedButtons[0].label == TextState("OK"))
    #expect(alert.displayedButtons[0].action == nil)
    #expect(deleteAlert().displayedButtons == deleteAlert().buttons)
  }

  @Test func mapTransformsActionsAndKeepsIdentity() {
    enum Parent: Equatable { case child(Action) }
    let alert = deleteAlert()
    let mapped = alert.map { $0.map(Parent.child) }
    #expect(mapped.id == alert.id)
    #expect(mapped.buttons.map(\.action) == [.child(.confirmDeletion), nil])
    #expect(mapped.buttons.map(\.id) == alert.buttons.map(\.id))
  }

  @Test func confirmationDialogCarriesTitleVisibility() {
    let dialog = ConfirmationDialogState<Action>(titleVisibility: .hidden) {
      TextState("Share")
    } actions: {
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("Pick one")
    }
    #expect(dialog.titleVisibility == .hidden)
    #expect(dialog.message?.string == "Pick one")
    var other = dialog
    other.titleVisibility = .visible
    #expect(dialog != other)
    #expect(dialog.map { $0 }.id == dialog.id)
  }

  @Test func dumpsReadablyWithoutIdentities() {
    var dump = ""
    customDump(deleteAlert(), to: &dump)
    #expect(dump.contains("title: \"Delete?\""))
    #expect(dump.contains("role: .destructive"))
    #expect(dump.contains("action: .confirmDeletion"))
    #expect(dump.contains("message: \"Are you sure?\""))
    #expect(!dump.contains("id:"))
  }

  @Test func diffNamesTheChangedField() {
    var changed = deleteAlert()
    changed.message = TextState("Really?")
    let difference = diff(deleteAlert(), changed)
    #expect(difference?.contains("Are you sure?") == true)
    #expect(difference?.contains("Really?") == true)
  }

  @Test func textStateJoinsRunsAndKeepsEmphasis() {
    let text = TextState("Delete ") + TextState("Design").bold() + "?"
    #expect(text.string == "Delete Design?")
    #expect(text.runs.map(\.emphasis) == [[], [.bold], []])
    #expect(String(state: text) == "Delete Design?")
    #expect(TextState("a").italic() != TextState("a"))
  }
}
