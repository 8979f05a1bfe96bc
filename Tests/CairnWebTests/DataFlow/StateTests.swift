@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

@MainActor
@Suite("@State: view-local storage kept per position")
struct StateTests {
  @Test func survivesRendersAndIgnoresLaterInitialValues() async throws {
    let model = CounterHost()
    let host = ViewHost { CounterHostView(host: model) }
    try await host.tap(host.button("Increment A"))
    try await host.tap(host.button("Increment A"))
    #expect(host.contains(text: "A: 2"))

    model.redraws += 1
    model.start = 10
    await host.settle()
    #expect(host.contains(text: "Redraws: 1"), "the parent drew again")
    #expect(host.contains(text: "A: 2"), "the first value is kept; a new initial value is ignored")
  }

  @Test func droppedWhenTheViewLeavesAndFreshWhenItReturns() async throws {
    let model = CounterHost()
    let host = ViewHost { CounterHostView(host: model) }
    try await host.tap(host.button("Increment A"))
    #expect(host.contains(text: "A: 1"))

    model.showsCounter = false
    await host.settle()
    #expect(host.button("Increment A") == nil)

    model.start = 5
    model.showsCounter = true
    await host.settle()
    #expect(host.contains(text: "A: 5"), "a view that comes back starts from its initial value")
  }

  @Test func twoPositionsHaveSeparateState() async throws {
    let host = ViewHost {
      VStack {
        StateCounter(label: "A")
        StateCounter(label: "B")
      }
    }
    try await host.tap(host.button("Increment A"))
    try await host.tap(host.button("Increment B"))
    try await host.tap(host.button("Increment B"))
    #expect(host.contains(text: "A: 1"))
    #expect(host.contains(text: "B: 2"))
  }

  @Test func keepsItsOwnValueOutsideARender() {
    let state = State(wrappedValue: 1)
    state.wrappedValue = 2
    #expect(state.wrappedValue == 2)
    state.projectedValue.wrappedValue = 3
    #expect(state.wrappedValue == 3, "$state writes the same value")

    let counter = StateCounter(label: "A", start: 4)
    #expect(counter.count == 4)
  }

  @Test func holdsAnObservableObjectAndBindsToItsProperties() async throws {
    let model = MemoPad()
    let host = ViewHost { MemoPadView(model: model) }
    try await host.type("Groceries", into: host.textField("Title"))
    #expect(model.title == "Groceries")
    #expect(host.contains(text: "Title: Groceries"))

    model.title = "Chores"
    await host.settle()
    #expect(
      host.textField("Title")?[attribute: "value"] == "Chores", "reads of the object are observed")
  }

  @Test func bindingFromStateGoesToAChildThroughItsMemberwiseInitializer() async throws {
    let host = ViewHost { NameOwner() }
    #expect(host.contains(text: "Hello, Ada"))
    #expect(
      host.contains(text: "Selection: none"), "an optional state with no initial value is nil")

    try await host.type("Grace", into: host.textField("Name"))
    #expect(host.contains(text: "Hello, Grace"), "the child's write reaches the parent's state")

    try await host.tap(host.button("Select"))
    #expect(host.contains(text: "Selection: 7"))
  }

  @Test func bindingsFromOneStateInTwoRendersAreEqual() async throws {
    var bindings: [Binding<Int>] = []
    struct Recorder: View {
      @State var value = 0
      let record: (Binding<Int>) -> Void
      var body: some View {
        record($value)
        return VStack {
          Text("Value: \(value)")
          Button("Bump") { value += 1 }
        }
      }
    }
    let host = ViewHost { Recorder { bindings.append($0) } }
    try await host.tap(host.button("Bump"))
    #expect(host.contains(text: "Value: 1"))
    #expect(bindings.count >= 2)
    #expect(bindings.first == bindings.last, "both point at the storage kept at the position")
  }
}
