import Cairn
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A note whose sheet may not be closed by Escape or the backdrop while it has a draft.
@MainActor @Observable
final class NoteModel {
  var isEditing = false
  var draft = ""
  var askedToDiscard = false
  var attempts = 0
  var reportsAttempts = true
}

/// The sheet's content turns interactive dismissal off while the draft is not empty and, if
/// told to, hears each attempt and raises an alert above the sheet.
struct NoteView: View {
  @UIBindable var model: NoteModel

  var body: some View {
    Text("Notes")
      .sheet(isPresented: $model.isEditing) {
        NoteSheet(model: model)
      }
  }
}

struct NoteSheet: View {
  @UIBindable var model: NoteModel

  var body: some View {
    if model.reportsAttempts {
      TextField("Note", text: $model.draft)
        .navigationTitle("Note")
        .interactiveDismissDisabled(!model.draft.isEmpty) {
          model.attempts += 1
          model.askedToDiscard = true
        }
        .alert("Discard the note?", isPresented: $model.askedToDiscard) {
          Button("Discard", role: .destructive) { model.isEditing = false }
          Button("Keep editing", role: .cancel) {}
        } message: {
          Text("It is not saved.")
        }
    } else {
      TextField("Note", text: $model.draft)
        .navigationTitle("Note")
        .interactiveDismissDisabled()
    }
  }
}

@MainActor
@Suite("interactiveDismissDisabled")
struct InteractiveDismissTests {
  @Test func aSheetWhoseContentDisablesDismissalStaysAndReportsTheAttempt() async throws {
    let model = NoteModel()
    let host = ViewHost { NoteView(model: model) }
    model.isEditing = true
    await host.settle()

    // Enabled (nothing typed): Escape closes as always.
    let pristine = try #require(host.dialog("Note"))
    #expect(pristine.node.attributes["data-dismiss-disabled"] == nil)
    try await host.dismiss(pristine)
    #expect(!model.isEditing)
    #expect(model.attempts == 0)

    model.isEditing = true
    await host.settle()
    try await host.type("Milk", into: host.textField("Note"))
    let sheet = try #require(host.dialog("Note"))
    #expect(sheet.node.attributes["data-dismiss-disabled"] != nil, "the client is told")
    try await host.dismiss(sheet)
    #expect(model.isEditing, "the binding was not written")
    #expect(model.attempts == 1)
    let alert = try #require(host.alert("Discard the note?"))
    let dialogs = host.tree.descendants().filter { $0.node.tag == "dialog" }
    #expect(dialogs.count == 2)
    #expect(
      dialogs.last?.node.textContent.contains("Discard the note?") == true,
      "an alert raised inside the sheet comes after it on the page, the order they stack in")

    try await host.tap(host.button("Discard", in: alert))
    #expect(!model.isEditing)
    #expect(host.dialog() == nil)
  }

  @Test func withoutACallbackTheAttemptIsIgnoredAndTheModelCanStillClose() async throws {
    let model = NoteModel()
    model.reportsAttempts = false
    let host = ViewHost { NoteView(model: model) }
    model.isEditing = true
    await host.settle()
    try await host.dismiss(host.dialog("Note"))
    #expect(model.isEditing)
    #expect(host.dialog("Note") != nil)
    model.isEditing = false
    await host.settle()
    #expect(host.dialog() == nil)
  }
}
