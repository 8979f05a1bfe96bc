import CairnArchitecture
import Foundation
import Testing

/// Bindings as the Composable Architecture 1.0 wrote them: `@BindingState` fields, binding
/// actions named by `\.$field`, view stores' `$field` bindings, and `BindingViewState`.
@MainActor
@Suite("Bindings of TCA 1.0")
struct BindingStateTests {
  struct Form: Reducer {
    struct State: Equatable {
      @BindingState var title = ""
      @BindingState var profile = Profile()
      var isValid = false
      var log: [String] = []

      struct Profile: Equatable, Codable {
        var name = ""
        var age = 0
      }
    }
    @CasePathable
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case submit
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(.set(\.$title, "special")):
          state.log.append("special title")
        case .binding(\.$title):
          state.isValid = !state.title.isEmpty
          state.log.append("title")
        case .binding(\.$profile):
          state.log.append("profile \(state.profile.name)")
        case .binding, .submit:
          break
        }
        return .none
      }
    }
  }

  @Test func aBindingActionOnAWrappedFieldSetsItAndMatchesItsKeyPath() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.send(.set(\.$title, "Q3")) {
      $0.title = "Q3"
      $0.isValid = true
      $0.log = ["title"]
    }
    await store.send(.binding(.set(\.$title, "special"))) {
      $0.title = "special"
      $0.log.append("special title")
    }
    await store.send(.binding(.set(\.$profile, Form.State.Profile(name: "Blob")))) {
      $0.profile.name = "Blob"
      $0.log.append("profile Blob")
    }
  }

  @Test func bindingActionsCompareByFieldAndValue() {
    typealias Action = BindingAction<Form.State>
    #expect(Action.set(\.$title, "A") == Action.set(\.$title, "A"))
    #expect(Action.set(\.$title, "A") != Action.set(\.$title, "B"))
    #expect(Action.set(\.$title, "A") != Action.set(\.log, ["A"]))
    #expect((\Form.State.$title) ~= Action.set(\.$title, "A"))
    #expect(!((\Form.State.$profile) ~= Action.set(\.$title, "A")))
  }

  @Test func aCasePathThroughTheWrapperExtractsTheValue() {
    let action = Form.Action.binding(.set(\.$title, "Q3"))
    let title: String? = action[case: \.binding.$title]
    let profile: Form.State.Profile? = action[case: \.binding.$profile]
    #expect(title == "Q3")
    #expect(profile == nil)
  }

  @Test func theWrapperEncodesAndDumpsAsItsValue() throws {
    let state = BindingState(wrappedValue: Form.State.Profile(name: "Blob", age: 3))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(state)
    let bare = try encoder.encode(Form.State.Profile(name: "Blob", age: 3))
    #expect(data == bare)
    let decoded = try JSONDecoder().decode(BindingState<Form.State.Profile>.self, from: bare)
    #expect(decoded == state)
    #expect(String(customDumping: BindingState(wrappedValue: 42)) == "42")
  }

  @Test func aViewStoresFieldBindingSendsTheBindingAction() {
    let store = Store(initialState: Form.State()) { Form() }
    let viewStore = ViewStore(store, observe: { $0 })
    let title: UIBinding<String> = viewStore.$title
    title.wrappedValue = "Q3"
    #expect(store.state.title == "Q3")
    #expect(store.state.log == ["title"], "the write went through the reducer")
    #expect(title.wrappedValue == "Q3")
    viewStore.binding(\.$title).wrappedValue = ""
    #expect(viewStore.isValid == false)
  }

  @Test func aBindingToAPartOfAFieldWritesTheWholeField() {
    let store = Store(initialState: Form.State()) { Form() }
    let viewStore = ViewStore(store, observe: { $0 })
    viewStore.$profile.name.wrappedValue = "Blob"
    #expect(store.state.profile.name == "Blob")
    #expect(store.state.log == ["profile Blob"], "sent as a change of the profile field")
  }

  struct ViewState: Equatable {
    @BindingViewState var title: String
    @BindingViewState var name: String
    var isValid: Bool
    @MainActor
    init(_ store: BindingViewStore<Form.State>) {
      self._title = store.$title
      self._name = store.$profile.name
      self.isValid = store.isValid
    }
  }

  @Test func bindingViewStateReadsTheStoreAndWritesThroughTheReducer() {
    let store = Store(initialState: Form.State()) { Form() }
    let viewStore = ViewStore(store, observe: ViewState.init)
    let before = viewStore.state
    viewStore.$title.wrappedValue = "Q3"
    #expect(viewStore.state != before, "made from a different value")
    #expect(viewStore.state.isValid)
    viewStore.$name.wrappedValue = "Blob"
    #expect(store.state.profile.name == "Blob")
    #expect(store.state.log == ["title", "profile Blob"])
  }

  @Test func aTestStoresBindingsShowItsStateAndKeepItsOwn() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.send(.set(\.$title, "Q3")) {
      $0.title = "Q3"
      $0.isValid = true
      $0.log = ["title"]
    }
    let viewState = ViewState(store.bindings)
    #expect(viewState.title == "Q3")
    #expect(viewState.isValid)
    viewState.$title.wrappedValue = "changed in a copy"
    #expect(store.state.title == "Q3")
  }

  struct Login: Reducer {
    struct State: Equatable {
      @BindingState var email = ""
      var submitted = false
    }
    @CasePathable
    enum Action: Equatable {
      case view(View)
      @CasePathable
      enum View: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case submit
      }
    }
    let useCaseKeyPath: Bool
    var body: some ReducerOf<Self> {
      if useCaseKeyPath {
        BindingReducer(action: \.view)
      } else {
        BindingReducer(action: { (action: Action) -> Action.View? in action[case: \.view] })
      }
      Reduce { state, action in
        if case .view(.submit) = action { state.submitted = true }
        return .none
      }
    }
  }

  @Test(arguments: [true, false])
  func aBindingReducerFindsBindingActionsInANestedCase(useCaseKeyPath: Bool) async {
    let store = TestStore(initialState: Login.State()) { Login(useCaseKeyPath: useCaseKeyPath) }
    await store.send(.view(.set(\.$email, "blob@example.com"))) {
      $0.email = "blob@example.com"
    }
    #expect(store.bindings(action: \.view).email == "blob@example.com")
    await store.send(.view(.submit)) { $0.submitted = true }
  }

  struct Forgetful: Reducer {
    struct State: Equatable {
      @BindingState var title = ""
    }
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
    }
  }

  @Test func aBindingWriteThatNoBindingReducerAppliesIsReported() {
    let store = Store(initialState: Forgetful.State()) { Forgetful() }
    let viewStore = ViewStore(store, observe: { $0 })
    withKnownIssue {
      viewStore.$title.wrappedValue = "lost"
    } matching: { issue in
      issueText(issue).contains("Add \"BindingReducer()\"")
    }
    #expect(store.state.title == "")
  }

  @Reducer
  struct SameName {
    @ObservableState
    struct State: Equatable { var isOn = false }
    enum Action: BindableAction {
      case binding(BindingAction<State>)
      case onAppear
      case isOn(Bool)
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding:
          return .none
        case .onAppear:
          return .send(.isOn(true))
        case .isOn:
          return .send(.set(\.isOn, true))
        }
      }
    }
  }

  @Test func aBindableActionSetsAPlainFieldEvenWhenACaseSharesItsName() async {
    let store = TestStore(initialState: SameName.State()) { SameName() }
    await store.send(.onAppear)
    await store.receive(\.isOn)
    await store.receive(\.binding.isOn) { $0.isOn = true }
  }
}
