@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

@MainActor
@Suite("@FocusState: focus kept per view, moved both ways")
struct FocusStateTests {
  @Test func stateMovesFocusInTheBrowser() async throws {
    let host = ViewHost { FocusForm() }
    #expect(host.live.focusedElement == nil)

    try await host.tap(host.button("Focus second"))
    let second = try #require(host.textField("Second")?[attribute: "id"])
    #expect(host.live.focusedElement == second)
    #expect(host.effects.contains(.focus(second)))
    #expect(host.contains(text: "Focused: second"))
  }

  @Test func browserFocusWritesTheState() async throws {
    let host = ViewHost { FocusForm() }
    try await host.focus(host.textField("First"))
    #expect(host.contains(text: "Focused: first"))

    try await host.send("blur", to: host.textField("First"), EventPayload())
    #expect(host.contains(text: "Focused: none"))
  }

  @Test func booleanFocusState() async throws {
    let host = ViewHost { SingleFocusForm() }
    #expect(host.contains(text: "Not focused"))
    try await host.tap(host.button("Focus it"))
    #expect(host.live.focusedElement == host.textField("Only")?[attribute: "id"])
    try await host.send("blur", to: host.textField("Only"), EventPayload())
    #expect(host.contains(text: "Not focused"))
  }

  @Test func aChildMovesItsParentsFocusThroughAFocusStateBinding() async throws {
    let host = ViewHost { FocusParent() }
    try await host.tap(host.button("Child focuses first"))
    #expect(host.live.focusedElement == host.textField("First")?[attribute: "id"])
  }

  @Test func focusStateKeepsItsOwnValueOutsideARender() {
    let focus = FocusState<Slot?>()
    focus.wrappedValue = .first
    #expect(focus.projectedValue.wrappedValue == .first)
  }

  @Test func bindKeepsTheModelAndTheViewInStep() async throws {
    let model = FocusModel()
    let host = ViewHost { BoundFocusForm(model: model) }
    await host.settle()
    let first = try #require(host.textField("First")?[attribute: "id"])
    let second = try #require(host.textField("Second")?[attribute: "id"])
    #expect(host.live.focusedElement == second, "the view takes the model's focus when it appears")

    try await host.focus(host.textField("First"))
    #expect(model.focus == .first, "the browser's focus reaches the model")

    model.focus = .second
    await host.settle()
    #expect(host.live.focusedElement == second, "the model's focus reaches the browser")
    #expect(host.live.focusedElement != first)
  }
}
