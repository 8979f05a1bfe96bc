import Cairn
import Testing

@MainActor
@Suite("Bindings: key paths, optional chaining, local and constant")
struct BindingKeyPathTests {
  @Test func keyPathBindingReadsAndWritesTheModel() {
    let model = FeatureModel()
    let view = FeatureView(model: model)
    let title: UIBinding<String> = view.$model.standup.title

    #expect(title.wrappedValue == "Design")
    title.wrappedValue = "Engineering"
    #expect(model.standup.title == "Engineering")
    model.standup.title = "Product"
    #expect(title.wrappedValue == "Product")
  }

  @Test func keyPathWritesAreSeenByObservers() async {
    let model = FeatureModel()
    let title = FeatureView(model: model).$model.standup.title
    var seen: [String] = []
    let token = observe { seen.append(model.standup.title) }

    title.wrappedValue = "Engineering"
    await settleObservations()

    #expect(seen == ["Design", "Engineering"])
    token.cancel()
  }

  @Test func optionalChainingReadsNilWhileBaseIsNil() {
    let model = FeatureModel()
    let title: UIBinding<String?> = FeatureView(model: model).$model.selection.title
    #expect(title.wrappedValue == nil)

    model.selection = Standup(title: "Design")
    #expect(title.wrappedValue == "Design")
  }

  @Test func optionalChainingWritesThroughAndNilClearsTheBase() {
    let model = FeatureModel()
    model.selection = Standup(title: "Design")
    let title = FeatureView(model: model).$model.selection.title

    title.wrappedValue = "Product"
    #expect(model.selection?.title == "Product")

    title.wrappedValue = nil
    #expect(model.selection == nil)
  }

  @Test func optionalChainingWriteWhileBaseIsNilDoesNothing() {
    let model = FeatureModel()
    let title = FeatureView(model: model).$model.selection.title

    title.wrappedValue = "Ghost"
    #expect(model.selection == nil)
  }

  @Test func localBindingIsItsOwnSourceOfTruthAndObservable() async {
    let count = UIBinding(value: 1)
    var seen: [Int] = []
    let token = observe { seen.append(count.wrappedValue) }

    count.wrappedValue = 2
    #expect(count.wrappedValue == 2)
    await settleObservations()
    #expect(seen == [1, 2])
    token.cancel()
  }

  @Test func propertyWrapperSyntaxWorks() {
    @UIBinding var isOn: Bool
    _isOn = UIBinding(value: false)
    isOn = true
    #expect($isOn.wrappedValue)
  }

  @Test func constantIgnoresWrites() {
    let constant = UIBinding.constant("fixed")
    constant.wrappedValue = "changed"
    #expect(constant.wrappedValue == "fixed")
  }

  @Test func bindingToAnyObjectProperty() {
    let model = FeatureModel()
    let binding = UIBinding(model, \.standup.duration)
    binding.wrappedValue = 10
    #expect(model.standup.duration == 10)
  }

  @Test func nonOptionalBindingViewedAsOptionalIgnoresNil() {
    let model = FeatureModel()
    let optional = UIBinding<String?>(FeatureView(model: model).$model.standup.title)
    #expect(optional.wrappedValue == "Design")
    optional.wrappedValue = nil
    #expect(model.standup.title == "Design")
    optional.wrappedValue = "Product"
    #expect(model.standup.title == "Product")
  }
}
