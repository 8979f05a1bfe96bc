import CairnArchitecture
import Testing

/// Binding actions: `$store.field` writes, `BindingReducer`, and case paths into them.
@MainActor
@Suite("Bindings")
struct BindingTests {
  struct Settings: Reducer {
    struct State: Equatable {
      var title = ""
      var isOn = false
      var log: [String] = []
    }
    @CasePathable
    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        if case .binding(let binding) = action, binding.keyPath == \State.title {
          state.log.append("title is now \(state.title)")
        }
        return .none
      }
    }
  }

  @Test func sendingByTheBindingsCasePathSetsTheField() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(\.binding.title, "Engineering") {
      $0.title = "Engineering"
      $0.log = ["title is now Engineering"]
    }
    await store.send(.binding(.set(\.isOn, true))) { $0.isOn = true }
  }

  @Test func bindingActionsCompareByFieldAndValue() {
    #expect(BindingAction<Settings.State>.set(\.title, "A") == .set(\.title, "A"))
    #expect(BindingAction<Settings.State>.set(\.title, "A") != .set(\.title, "B"))
    let action = Settings.Action.binding(.set(\.isOn, true))
    #expect(action.binding == .set(\.isOn, true))
  }

  @Test func aUIBindingToAStoreFieldSendsABindingAction() {
    let store = Store(initialState: Settings.State()) { Settings() }
    @UIBindable var bindable = store
    let title: UIBinding<String> = $bindable.title
    title.wrappedValue = "Design"
    #expect(store.title == "Design")
    #expect(store.log == ["title is now Design"], "the write went through the reducer")
    #expect(title.wrappedValue == "Design")
  }
}
