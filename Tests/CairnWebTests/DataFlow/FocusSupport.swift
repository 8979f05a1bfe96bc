@_spi(Runtime) import CairnWeb

/// The fields of a focus test.
enum Slot: Hashable {
  case first, second
}

/// Two fields tied to a view's `@FocusState`, a button that moves focus, and the state shown.
struct FocusForm: View {
  @FocusState var focus: Slot?
  @State var first = ""
  @State var second = ""

  var body: some View {
    VStack {
      TextField("First", text: $first).focused($focus, equals: .first)
      TextField("Second", text: $second).focused($focus, equals: .second)
      Button("Focus second") { focus = .second }
      Text("Focused: \(focus.map { "\($0)" } ?? "none")")
    }
  }
}

/// One field tied to a Boolean focus state.
struct SingleFocusForm: View {
  @FocusState var isFocused: Bool
  @State var text = ""

  var body: some View {
    VStack {
      TextField("Only", text: $text).focused($isFocused)
      Button("Focus it") { isFocused = true }
      Text(isFocused ? "Focused" : "Not focused")
    }
  }
}

/// A model that decides which field is focused.
@MainActor @Observable
final class FocusModel {
  var focus: Slot? = .second
}

/// Fields tied to the view's focus state, kept in step with the model's with `bind(_:to:)`.
struct BoundFocusForm: View {
  @Bindable var model: FocusModel
  @FocusState var focus: Slot?
  @State var first = ""
  @State var second = ""

  var body: some View {
    VStack {
      TextField("First", text: $first).focused($focus, equals: .first)
      TextField("Second", text: $second).focused($focus, equals: .second)
    }
    .bind($model.focus, to: $focus)
  }
}

/// A child handed its parent's focus state: `@FocusState.Binding`, made with the memberwise
/// initializer as SwiftUI code does.
struct FocusChild: View {
  @FocusState.Binding var focus: Slot?

  var body: some View {
    Button("Child focuses first") { focus = .first }
  }
}

/// A parent whose focus state a child moves.
struct FocusParent: View {
  @FocusState var focus: Slot?
  @State var text = ""

  var body: some View {
    VStack {
      TextField("First", text: $text).focused($focus, equals: .first)
      FocusChild(focus: $focus)
    }
  }
}
