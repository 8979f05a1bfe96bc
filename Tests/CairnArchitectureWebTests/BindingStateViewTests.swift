import CairnArchitecture
import CairnArchitectureWeb
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A TCA 1.0 form: `@BindingState` fields edited through `viewStore.$field`, and a view state
/// made of `@BindingViewState` fields.
struct LoginForm: Reducer {
  struct State: Equatable {
    @BindingState var email = ""
    @BindingState var profile = Profile()
    var isValid = false

    struct Profile: Equatable { var nickname = "" }
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, _ in
      state.isValid = state.email.contains("@")
      return .none
    }
  }
}

struct LoginFormView: View {
  let store: StoreOf<LoginForm>

  var body: some View {
    WithViewStore(store, observe: \.self) { viewStore in
      TextField("Email", text: viewStore.$email)
      TextField("Nickname", text: viewStore.$profile.nickname)
      Text(viewStore.isValid ? "Valid" : "Invalid")
    }
  }
}

struct LoginSummaryView: View {
  let store: StoreOf<LoginForm>

  struct ViewState: Equatable {
    @BindingViewState var email: String
    var isValid: Bool
    @MainActor
    init(_ store: BindingViewStore<LoginForm.State>) {
      self._email = store.$email
      self.isValid = store.isValid
    }
  }

  var body: some View {
    WithViewStore(store, observe: ViewState.init) { viewStore in
      TextField("Summary email", text: viewStore.$email)
      Text("Summary: \(viewStore.email) \(viewStore.isValid ? "ok" : "no")")
    }
  }
}

@MainActor
@Suite("TCA 1.0 binding state in views")
struct BindingStateViewTests {
  @Test func typingIntoAFieldBoundToBindingStateRunsTheReducer() async throws {
    let store = Store(initialState: LoginForm.State()) { LoginForm() }
    let host = ViewHost { LoginFormView(store: store) }
    #expect(host.contains(text: "Invalid"))
    try await host.type("blob@example.com", into: host.textField("Email"))
    #expect(store.state.email == "blob@example.com")
    #expect(host.contains(text: "Valid"))
    try await host.type("Blobby", into: host.textField("Nickname"))
    #expect(store.state.profile.nickname == "Blobby")
  }

  @Test func aViewStateOfBindingViewStateFieldsReadsAndWritesTheStore() async throws {
    let store = Store(initialState: LoginForm.State()) { LoginForm() }
    let host = ViewHost { LoginSummaryView(store: store) }
    try await host.type("a@b.c", into: host.textField("Summary email"))
    #expect(store.state.email == "a@b.c")
    #expect(host.contains(text: "Summary: a@b.c ok"))
  }
}
