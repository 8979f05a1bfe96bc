import CairnArchitecture
@_spi(Runtime) import CairnWeb

/// A screen that presents a form in a sheet through its store.
@Reducer
struct SheetScreen {
  @ObservableState
  struct State {
    @Presents var form: SheetForm.State?
    var items = (0..<20).map { "Item \($0)" }
  }

  enum Action {
    case form(PresentationAction<SheetForm.Action>)
    case addButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .addButtonTapped = action { state.form = SheetForm.State() }
      return .none
    }
    .ifLet(\.$form, action: \.form) { SheetForm() }
  }
}

/// The presented form.
@Reducer
struct SheetForm {
  @ObservableState
  struct State {
    var title = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

struct SheetScreenView: View {
  @UIBindable var store: StoreOf<SheetScreen>

  var body: some View {
    NavigationStack {
      List {
        ForEach(store.items, id: \.self) { Text($0) }
      }
      .navigationTitle("Items")
      .toolbar { Button("Add", systemImage: "plus") { store.send(.addButtonTapped) } }
      .sheet(item: $store.scope(state: \.form, action: \.form)) { form in
        SheetFormView(store: form)
      }
    }
  }
}

struct SheetFormView: View {
  @UIBindable var store: StoreOf<SheetForm>

  var body: some View {
    NavigationStack {
      Form { TextField("Title", text: $store.title) }
        .navigationTitle("New item")
    }
  }
}
