import Cairn
import Testing

/// `@UIBinding var count = 0` (swift-navigation's spelling) and a memberwise initializer that
/// takes a binding for `@UIBinding var item: Item` (SwiftUI's `@Binding`) both compile.
@MainActor
@Suite struct BindingWrapperInitTests {
  struct Row {
    @UIBinding var title: String
  }

  @Test func aLocalBindingOwnsItsInitialValue() {
    @UIBinding var count = 0
    count += 2
    #expect(count == 2)
    #expect($count.wrappedValue == 2)
  }

  @Test func aMemberwiseInitializerTakesTheBindingItself() {
    let source = UIBinding(value: "Draft")
    let row = Row(title: source)
    row.title = "Final"
    #expect(source.wrappedValue == "Final")
    #expect(row.$title == source)
  }
}

@MainActor
@Suite struct BindingWithoutSourceTests {
  struct Field {
    @UIBinding var text: String
    init(text: UIBinding<String>) {
      self._text = text
    }
  }

  @Test func anExplicitInitializerAssigningTheWrapperNeverReadsThePlaceholder() {
    let source = UIBinding(value: "kept")
    let field = Field(text: source)
    #expect(field.text == "kept")
  }

  @Test func placeholdersShareOneIdentityAndDifferFromRealBindings() {
    let first = UIBinding<Int>()
    let second = UIBinding<Int>()
    #expect(first == second)
    #expect(first != UIBinding(value: 0))
  }
}
