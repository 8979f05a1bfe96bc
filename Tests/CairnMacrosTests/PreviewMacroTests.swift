import CairnMacros
import MacroTesting
import Testing

/// Expansion tests for `#Preview` and `@Previewable`: a preview adds no declarations (the
/// compiler has type-checked its body against the macro's signature before expanding it), and
/// `@Previewable` is accepted inside a preview and refused elsewhere.
@Suite(
  "#Preview expansion",
  .macros(
    ["Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self],
    record: .never))
struct PreviewMacroTests {
  @Test func aPreviewWithATrailingBodyAddsNothing() {
    assertMacro {
      """
      #Preview {
        NotesView(model: NotesModel())
      }
      """
    } expansion: {
      """
      """
    }
  }

  @Test func aNamedPreviewWithTraitsAndStatementsAddsNothing() {
    assertMacro {
      """
      #Preview("Two notes", traits: .sizeThatFitsLayout, .portrait) {
        let first = Note(title: "First")
        return NavigationStack {
          NotesView(model: NotesModel(notes: [first, Note(title: "Second")]))
        }
      }
      """
    } expansion: {
      """
      """
    }
  }

  @Test func previewableStateInsideAPreviewIsAccepted() {
    assertMacro {
      """
      #Preview {
        @Previewable @State var draft = Note(title: "")
        NoteEditor(note: $draft)
      }
      """
    } expansion: {
      """
      """
    }
  }

  @Test func previewableOnAStoredPropertyIsRefused() {
    assertMacro {
      """
      struct Editor {
        @Previewable var draft = 0
      }
      """
    } diagnostics: {
      """
      struct Editor {
        @Previewable var draft = 0
        ┬───────────
        ╰─ 🛑 '@Previewable' marks a variable declared in a '#Preview' body; use it only there
      }
      """
    }
  }

  @Test func previewableOnALocalOutsideAPreviewIsRefused() {
    assertMacro {
      """
      func edit() {
        @Previewable var draft = 0
        print(draft)
      }
      """
    } diagnostics: {
      """
      func edit() {
        @Previewable var draft = 0
        ┬───────────
        ╰─ 🛑 '@Previewable' marks a variable declared in a '#Preview' body; use it only there
        print(draft)
      }
      """
    }
  }
}
