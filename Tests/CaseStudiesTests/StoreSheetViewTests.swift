import CairnArchitecture
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A child presented in a sheet that closes itself.
@Reducer
struct SheetNote {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case doneButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { _, action in
      guard case .doneButtonTapped = action else { return .none }
      return .run { _ in await dismiss() }
    }
  }
}

/// A parent that presents a note in a sheet and keeps what happened.
@Reducer
struct SheetHost {
  @ObservableState
  struct State: Equatable {
    @Presents var note: SheetNote.State?
    var log: [String] = []
  }

  enum Action {
    case note(PresentationAction<SheetNote.Action>)
    case presentButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .presentButtonTapped:
        state.note = SheetNote.State(text: "Hello")
      case .note(.dismiss):
        state.log.append("dismissed \(state.note?.text ?? "")")
      case .note:
        break
      }
      return .none
    }
    .ifLet(\.$note, action: \.note) { SheetNote() }
  }
}

struct SheetHostView: View {
  @UIBindable var store: StoreOf<SheetHost>

  var body: some View {
    NavigationStack {
      List {
        Button("Present note") { store.send(.presentButtonTapped) }
        ForEach(store.log, id: \.self) { Text($0) }
      }
      .navigationTitle("Store sheet")
      .sheet(item: $store.scope(state: \.note, action: \.note)) { noteStore in
        SheetNoteView(store: noteStore)
      }
    }
  }
}

struct CoverHostView: View {
  @UIBindable var store: StoreOf<SheetHost>

  var body: some View {
    NavigationStack {
      List {
        Button("Present note") { store.send(.presentButtonTapped) }
      }
      .navigationTitle("Store cover")
      .fullScreenCover(item: $store.scope(state: \.note, action: \.note)) { noteStore in
        SheetNoteView(store: noteStore)
      }
    }
  }
}

struct SheetNoteView: View {
  @UIBindable var store: StoreOf<SheetNote>

  var body: some View {
    NavigationStack {
      Form {
        TextField("Note", text: $store.text)
        Button("Done") { store.send(.doneButtonTapped) }
      }
      .navigationTitle("Note")
    }
  }
}

/// CairnWeb draws a store-driven sheet: presented from state, closed by the child itself or by
/// the user (Escape), with the parent seeing `.dismiss` each time.
@MainActor
@Suite("Store-driven sheet in CairnWeb")
struct StoreSheetViewTests {
  @Test func theSheetOpensFromStateAndClosesByTheChildAndByEscape() async throws {
    let store = Store(initialState: SheetHost.State()) { SheetHost() }
    let host = ViewHost { SheetHostView(store: store) }
    #expect(host.dialog() == nil)

    try await host.tap(host.button("Present note"))
    #expect(host.dialog("Note") != nil)
    try await host.type("Hello there", into: host.textField("Note"))
    #expect(store.note?.text == "Hello there")

    // The child's own button: its effect calls dismiss().
    try await host.tap(host.button("Done", in: host.dialog("Note")))
    // The effect is a main-actor task: let it run (bounded; no clock involved).
    for _ in 0..<100 where store.note != nil { await Task.yield() }
    await host.settle()
    #expect(host.dialog("Note") == nil)
    #expect(store.note == nil)
    #expect(store.log == ["dismissed Hello there"])

    // The user closes it: the binding is set to nil, which sends .dismiss.
    try await host.tap(host.button("Present note"))
    #expect(host.dialog("Note") != nil)
    try await host.dismiss(host.dialog("Note"))
    #expect(host.dialog("Note") == nil)
    #expect(store.note == nil)
    #expect(store.log == ["dismissed Hello there", "dismissed Hello"])
  }

  @Test func aFullScreenCoverFromTheSameBindingSendsDismissWhenClosed() async throws {
    let store = Store(initialState: SheetHost.State()) { SheetHost() }
    let host = ViewHost { CoverHostView(store: store) }
    try await host.tap(host.button("Present note"))
    let cover = try #require(host.dialog("Note"))
    #expect(cover.node.attributes["class"]?.contains("cover") == true)
    try await host.dismiss(cover)
    #expect(host.dialog("Note") == nil)
    #expect(store.log == ["dismissed Hello"])
  }
}
