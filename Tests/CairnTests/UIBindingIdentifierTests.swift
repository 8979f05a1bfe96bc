import Cairn
import Observation
import Testing

/// A model whose fields the identifier tests bind to.
@Observable
final class IdentifierTestModel {
  var text = ""
  var count = 0
}

/// `UIBindingIdentifier` tells bindings apart by source and derivation, whatever their value
/// type.
@MainActor
@Suite("UIBindingIdentifier")
struct UIBindingIdentifierTests {
  @Test func bindingsToTheSamePropertyOfTheSameModelHaveEqualIdentifiers() {
    let model = IdentifierTestModel()
    @UIBindable var first = model
    @UIBindable var second = model
    @UIBindable var other = IdentifierTestModel()
    #expect(UIBindingIdentifier($first.text) == UIBindingIdentifier($second.text))
    #expect(UIBindingIdentifier($first.text) != UIBindingIdentifier($other.text))
    #expect(UIBindingIdentifier($first.text) != UIBindingIdentifier($first.count))
    let set: Set = [UIBindingIdentifier($first.text), UIBindingIdentifier($second.text)]
    #expect(set.count == 1)
  }
}
