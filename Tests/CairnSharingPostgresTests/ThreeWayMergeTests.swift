import Testing

@testable import CairnSharingPostgres

/// The field-by-field merge of two edits of one row: what each side changed is kept.
@Suite("Three-way merge of JSON rows")
struct ThreeWayMergeTests {
  func json(_ text: String) throws -> JSONValue { try JSONValue(jsonText: text) }

  @Test func editsOfDifferentFieldsAreBothKept() throws {
    let base = try json(#"{"id":"a","title":"Daily","minutes":5}"#)
    let mine = try json(#"{"id":"a","title":"Morning sync","minutes":5}"#)
    let theirs = try json(#"{"id":"a","title":"Daily","minutes":15}"#)
    #expect(
      ThreeWayMerge.merge(base: base, mine: mine, theirs: theirs)
        == (try json(#"{"id":"a","title":"Morning sync","minutes":15}"#)))
  }

  @Test func theSameFieldChangedOnBothSidesTakesTheLastWriter() throws {
    let base = try json(#"{"id":"a","title":"Daily"}"#)
    let mine = try json(#"{"id":"a","title":"Mine"}"#)
    let theirs = try json(#"{"id":"a","title":"Theirs"}"#)
    #expect(ThreeWayMerge.merge(base: base, mine: mine, theirs: theirs) == mine)
  }

  @Test func nestedObjectsMergePerMember() throws {
    let base = try json(#"{"id":"a","theme":{"name":"blue","accent":"navy"}}"#)
    let mine = try json(#"{"id":"a","theme":{"name":"teal","accent":"navy"}}"#)
    let theirs = try json(#"{"id":"a","theme":{"name":"blue","accent":"white"}}"#)
    #expect(
      ThreeWayMerge.merge(base: base, mine: mine, theirs: theirs)
        == (try json(#"{"id":"a","theme":{"name":"teal","accent":"white"}}"#)))
  }

  @Test func arraysOfIdentifiedObjectsMergeByID() throws {
    let base = try json(#"[{"id":"1","name":"Ann"},{"id":"2","name":"Bo"}]"#)
    // Mine renames Ann and adds Cy; theirs renames Bo and removes nobody.
    let mine = try json(
      #"[{"id":"1","name":"Anna"},{"id":"2","name":"Bo"},{"id":"3","name":"Cy"}]"#)
    let theirs = try json(#"[{"id":"1","name":"Ann"},{"id":"2","name":"Bob"}]"#)
    #expect(
      ThreeWayMerge.merge(base: base, mine: mine, theirs: theirs)
        == (try json(#"[{"id":"1","name":"Anna"},{"id":"2","name":"Bob"},{"id":"3","name":"Cy"}]"#))
    )
  }

  @Test func anElementRemovedOnOneSideStaysRemovedAndAnAddedOneIsKept() throws {
    let base = try json(#"[{"id":"1"},{"id":"2"}]"#)
    let mine = try json(#"[{"id":"1"}]"#)
    let theirs = try json(#"[{"id":"0"},{"id":"1"},{"id":"2"}]"#)
    #expect(
      ThreeWayMerge.merge(base: base, mine: mine, theirs: theirs)
        == (try json(#"[{"id":"0"},{"id":"1"}]"#)))
  }

  @Test func aReorderOnMySideKeepsMyOrder() throws {
    let base = try json(#"[{"id":"1"},{"id":"2"},{"id":"3"}]"#)
    let mine = try json(#"[{"id":"3"},{"id":"1"},{"id":"2"}]"#)
    let theirs = try json(#"[{"id":"1"},{"id":"2","x":1},{"id":"3"}]"#)
    #expect(
      ThreeWayMerge.merge(base: base, mine: mine, theirs: theirs)
        == (try json(#"[{"id":"3"},{"id":"1"},{"id":"2","x":1}]"#)))
  }

  @Test func arraysOfScalarsTakeTheLastWriter() throws {
    let base = try json(#"{"tags":["a"]}"#)
    let mine = try json(#"{"tags":["a","b"]}"#)
    let theirs = try json(#"{"tags":["c"]}"#)
    #expect(ThreeWayMerge.merge(base: base, mine: mine, theirs: theirs) == mine)
  }

  @Test func aMemberRemovedOnOneSideAndUntouchedOnTheOtherIsRemoved() throws {
    let base = try json(#"{"id":"a","note":"x","title":"t"}"#)
    let mine = try json(#"{"id":"a","title":"t"}"#)
    let theirs = try json(#"{"id":"a","note":"x","title":"u"}"#)
    #expect(
      ThreeWayMerge.merge(base: base, mine: mine, theirs: theirs)
        == (try json(#"{"id":"a","title":"u"}"#)))
  }
}
