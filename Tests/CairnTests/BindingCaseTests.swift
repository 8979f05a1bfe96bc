import Cairn
import Testing

@MainActor
@Suite("Bindings: case key paths and unwrapping")
struct BindingCaseTests {
  @Test func caseBindingReadsPayloadOnlyInItsCase() {
    let form = FormModel(title: "Design")
    let model = FeatureModel(destination: .edit(form))
    let view = FeatureView(model: model)
    let edit: UIBinding<FormModel?> = view.$model.destination.edit
    let add: UIBinding<FormModel?> = view.$model.destination.add

    #expect(edit.wrappedValue === form)
    #expect(add.wrappedValue == nil)

    model.destination = nil
    #expect(edit.wrappedValue == nil)
  }

  @Test func unwrappingACaseOfAnOptionalEnumGivesThePayloadsBinding() throws {
    let form = FormModel(title: "Design")
    let model = FeatureModel(destination: .edit(form))
    let view = FeatureView(model: model)
    // No type annotation: the optional-enum form wins over the plain-enum one, which would
    // make a binding to an optional payload.
    let edit = try #require(UIBinding(unwrapping: view.$model.destination, case: \.edit))
    #expect(type(of: edit) == UIBinding<FormModel>.self)
    #expect(edit.wrappedValue === form)
    #expect(UIBinding(unwrapping: view.$model.destination, case: \.add) == nil)
  }

  @Test func caseBindingWritesPayloadOnlyWhileInThatCase() {
    let model = FeatureModel(destination: .edit(FormModel(title: "Old")))
    let edit = FeatureView(model: model).$model.destination.edit
    let replacement = FormModel(title: "New")

    edit.wrappedValue = replacement
    #expect(model.destination.flatMap { $0[case: \.edit] } === replacement)

    model.destination = .alert(AlertState { TextState("Hi") })
    edit.wrappedValue = FormModel(title: "Sneaky")
    #expect(model.destination?[case: \.alert] != nil, "a write never switches the case")
  }

  @Test func caseBindingWritingNilClearsOnlyWhileInThatCase() {
    let model = FeatureModel(destination: .edit(FormModel()))
    let view = FeatureView(model: model)

    view.$model.destination.add.wrappedValue = nil
    #expect(
      model.destination?[case: \.edit] != nil, "another case's nil leaves the destination alone")

    view.$model.destination.edit.wrappedValue = nil
    #expect(model.destination == nil)
  }

  @Test func caseBindingWhileNilNeverPresentsAnything() {
    let model = FeatureModel()
    FeatureView(model: model).$model.destination.add.wrappedValue = FormModel()
    #expect(model.destination == nil)
  }

  @Test func payloadLessCaseGivesBoolBinding() {
    let model = FeatureModel()
    let confirm: UIBinding<Bool> = FeatureView(model: model).$model.destination.confirm

    #expect(confirm.wrappedValue == false)
    confirm.wrappedValue = true
    #expect(model.destination?.is(\.confirm) == true)
    confirm.wrappedValue = false
    #expect(model.destination == nil)
  }

  @Test func payloadLessCaseFalseLeavesOtherCasesAlone() {
    let model = FeatureModel(destination: .add(FormModel()))
    let confirm: UIBinding<Bool> = FeatureView(model: model).$model.destination.confirm

    confirm.wrappedValue = false
    #expect(model.destination?[case: \.add] != nil)
  }

  @Test func caseBindingOnNonOptionalEnum() {
    let mode = UIBinding(value: Mode.viewing("Design"))

    let viewing: UIBinding<String>? = mode.viewing
    let editing: UIBinding<Int>? = mode.editing
    #expect(editing == nil)
    #expect(viewing?.wrappedValue == "Design")

    viewing?.wrappedValue = "Product"
    #expect(mode.wrappedValue == .viewing("Product"))

    mode.wrappedValue = .editing(3)
    viewing?.wrappedValue = "Ignored"
    #expect(mode.wrappedValue == .editing(3), "writes in another case leave the enum alone")
    #expect(viewing?.wrappedValue == "Ignored", "it answers what it was last given")
  }

  @Test func unwrappingIsNilForNilAndBindsOtherwise() {
    let model = FeatureModel()
    let view = FeatureView(model: model)
    #expect(UIBinding(view.$model.destination.add) == nil)

    let form = FormModel(title: "Design")
    model.destination = .add(form)
    let unwrapped = UIBinding(view.$model.destination.add)
    #expect(unwrapped?.wrappedValue === form)

    let title = UIBinding(view.$model.selection)
    #expect(title == nil)
  }

  @Test func unwrappedBindingRemembersLastValueAfterNil() {
    let form = FormModel(title: "Design")
    let model = FeatureModel(destination: .add(form))
    guard let unwrapped = UIBinding(FeatureView(model: model).$model.destination.add) else {
      Issue.record("expected a binding")
      return
    }

    model.destination = nil
    #expect(unwrapped.wrappedValue === form, "a view animating away can still read")
  }

  @Test func unwrappedValueBindingWritesThrough() {
    let model = FeatureModel()
    model.selection = Standup(title: "Design")
    let selection = UIBinding(FeatureView(model: model).$model.selection)
    selection?.title.wrappedValue = "Product"
    #expect(model.selection?.title == "Product")
  }

  @Test func anUnwrappedBindingKeepsWritesToItselfOnceItsSourceIsNil() {
    // As swift-navigation's own tests: the write must not bring the value back, and the
    // binding answers what it was last given.
    let model = FeatureModel()
    model.selection = Standup(title: "Design")
    let selection = UIBinding(FeatureView(model: model).$model.selection)
    model.selection = nil
    selection?.title.wrappedValue = "Product"
    #expect(model.selection == nil, "the cleared value stays cleared")
    #expect(selection?.title.wrappedValue == "Product", "reads answer the last value written")
  }

  @Test func isPresentFollowsOptionalAndWritesNilOnFalse() {
    let model = FeatureModel()
    let isPresented: UIBinding<Bool> = FeatureView(model: model).$model.destination.isPresent()
    #expect(isPresented.wrappedValue == false)

    model.destination = .confirm
    #expect(isPresented.wrappedValue)

    isPresented.wrappedValue = true
    #expect(model.destination != nil, "true does not invent a value")
    isPresented.wrappedValue = false
    #expect(model.destination == nil)
  }

  @Test func boolInitializerFromOptional() {
    let model = FeatureModel()
    model.selection = Standup(title: "x")
    let isSelected = UIBinding<Bool>(FeatureView(model: model).$model.selection)
    #expect(isSelected.wrappedValue)
    isSelected.wrappedValue = false
    #expect(model.selection == nil)
  }
}
