@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

@MainActor
@Suite("Binding under SwiftUI's names: get/set, element bindings, @Bindable")
struct SwiftUIBindingTests {
  @Test func getSetBindingWritesThroughItsClosures() async throws {
    var stored = "start"
    let binding = Binding(get: { stored }, set: { stored = $0.uppercased() })
    let host = ViewHost { TextField("Name", text: binding) }
    #expect(host.textField("Name")?[attribute: "value"] == "start")

    try await host.type("done", into: host.textField("Name"))
    #expect(stored == "DONE")
  }

  @Test func getSetBindingEqualsOnlyItself() {
    var stored = 0
    let one = Binding(get: { stored }, set: { stored = $0 })
    let other = Binding(get: { stored }, set: { stored = $0 })
    let copy = one
    #expect(one == copy)
    #expect(one != other, "closures say nothing about where the value lives")
    #expect(Binding.constant(1) != Binding.constant(1))
  }

  @Test func unwrappingAnOptionalBinding() {
    let optional = Binding<Int?>(value: nil)
    #expect(Binding(unwrapping: optional) == nil)
    optional.wrappedValue = 3
    guard let unwrapped = Binding(unwrapping: optional) else {
      Issue.record("a non-nil optional unwraps")
      return
    }
    unwrapped.wrappedValue = 4
    #expect(optional.wrappedValue == 4)
  }

  @Test func forEachOverABindingEditsTheRightRow() async throws {
    let model = RosterModel()
    let host = ViewHost { RosterView(model: model) }
    try await host.type("Bea", into: host.textField("Member 2"))
    #expect(model.members.map(\.name) == ["Ann", "Bea", "Cy"])
  }

  @Test func elementBindingsFollowTheirElementWhenTheCollectionChanges() {
    let model = RosterModel()
    let rows = Bindable(model).members.elementBindings(id: \.id)
    model.members.removeFirst()
    model.members.insert(Member(id: 9, name: "New"), at: 0)

    rows[2].wrappedValue.name = "Cyd"
    #expect(model.members.map(\.name) == ["New", "Bob", "Cyd"], "written by id, not position")

    rows[0].wrappedValue.name = "Gone"
    #expect(
      model.members.map(\.name) == ["New", "Bob", "Cyd"], "a removed element's write is dropped")
    #expect(rows[0].wrappedValue.name == "Ann", "and it reads what it last saw")
  }

  @Test func forEachOverABindingIdentifiedByItself() async throws {
    let host = ViewHost { WordsView() }
    try await host.type("uno", into: host.textField("Word one"))
    #expect(host.contains(text: "uno,two"))
    try await host.type("dos", into: host.textField("Word two"))
    #expect(host.contains(text: "uno,dos"))
  }

  @Test func bindableWrapsAnObservableObject() {
    let model = MemoPad()
    let title = Bindable(model).title
    title.wrappedValue = "Plan"
    #expect(model.title == "Plan")
    #expect(Bindable(model).title == title, "bindings to one property of one object are equal")
  }
}
