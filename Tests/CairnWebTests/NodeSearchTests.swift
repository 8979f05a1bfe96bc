import Testing

@testable @_spi(Runtime) import CairnWeb

/// Searching a subtree without collecting it finds what `descendants()` lists first.
@Suite("Node search")
struct NodeSearchTests {
  let tree = Node.element(
    "div", ["id": "root"],
    children: [
      .element("span", ["id": "a"], children: [.element("input", ["id": "a1"]), .text("x")]),
      .element("h1", ["id": "b"], children: [.element("input", ["id": "b1"])]),
      .element("input", ["id": "c"]),
    ])

  @Test func theFirstMatchIsTheFirstInDescendantsOrder() {
    let predicates: [(Node) -> Bool] = [
      { $0.tag == "input" }, { $0.tag == "h1" }, { $0.tag == "div" },
      { $0.tag == nil }, { $0.tag == "table" }, { $0.attributes["id"] == "c" },
    ]
    for predicate in predicates {
      let expected = tree.descendants().first { predicate($0.node) }?.node
      #expect(tree.firstDescendant(where: predicate) == expected)
      #expect(tree.containsDescendant(where: predicate) == (expected != nil))
    }
    #expect(tree.firstDescendant { $0.tag == "input" }?.attributes["id"] == "a1")
  }
}
