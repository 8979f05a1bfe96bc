import Foundation

/// Views for each element of a collection, identified by an id so rows keep their identity
/// (and their place in the browser) as the collection changes.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let content: (Data.Element) -> Content
  var onDelete: (@MainActor (IndexSet) -> Void)?

  /// Views for `data`, identified by the key path `id`.
  public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  /// Adds a delete button to every row; `action` receives the offsets to delete.
  public func onDelete(perform action: @escaping @MainActor (IndexSet) -> Void) -> ForEach {
    var copy = self
    copy.onDelete = action
    return copy
  }

  /// Renders each element under its id; with `onDelete`, each element is a row with a delete
  /// button.
  public func render(in context: RenderContext) -> [Node] {
    if let mode = context.environment.lazyRows { return renderLazily(in: context, mode: mode) }
    var nodes: [Node] = []
    for (offset, element) in data.enumerated() {
      nodes += renderElement(element, offset: offset, in: context)
    }
    context.markEnteringRows(&nodes)
    return nodes
  }

  /// The nodes of one element: its content under its id, as a row with a delete button when
  /// the rows can be deleted.
  func renderElement(_ element: Data.Element, offset: Int, in context: RenderContext) -> [Node] {
    let key = Self.identityString(element[keyPath: id])
    let elementContext = context.child(key: key)
    var elementNodes = elementContext.render(content(element))
    let transition = elementNodes.lazy.compactMap { $0.attributes[AnyTransition.attribute] }
      .first
    if let onDelete {
      let elementID = element[keyPath: id]
      let rows = data
      let idPath = id
      var deleteAttributes = elementContext.child("delete").on("click") { _ in
        let index = rows.firstIndex { $0[keyPath: idPath] == elementID }
        let offsetToDelete = index.map { rows.distance(from: rows.startIndex, to: $0) } ?? offset
        onDelete(IndexSet(integer: offsetToDelete))
      }
      deleteAttributes["type"] = "button"
      deleteAttributes["class"] = "button row-delete role-destructive"
      let rowName = Self.accessibleName(of: elementNodes)
      deleteAttributes["aria-label"] = rowName.isEmpty ? "Delete" : "Delete \(rowName.prefix(60))"
      elementNodes = [
        .element(
          "div",
          ["class": "row deletable", "role": "listitem"],
          children: [
            .element("div", ["class": "row-content"], children: elementNodes),
            .element("button", deleteAttributes, children: [Icons.node("trash")]),
          ]
        )
      ]
    }
    for index in elementNodes.indices {
      elementNodes[index].key = NodeKey(key, part: index)
      if let transition { elementNodes[index].attributes[AnyTransition.attribute] = transition }
    }
    return elementNodes
  }

  /// `String(describing: id)`, without the general printing machinery for the ids most lists
  /// use (integers and strings), which cost a row more than reusing its remembered drawing.
  static func identityString(_ id: ID) -> String {
    // By exact type: a cast would also unwrap an optional id, which describes differently.
    if ID.self == Int.self, let int = id as? Int { return String(int) }
    if ID.self == String.self, let string = id as? String { return string }
    return String(describing: id)
  }
}

extension ForEach {
  /// What a row is called, for its delete button: its text, or for a row that is a field,
  /// what the field holds.
  static func accessibleName(of nodes: [Node]) -> String {
    let field = nodes.lazy.compactMap { $0.firstDescendant { $0.tag == "input" } }.first
    let name = field.map { $0.attributes["value"] ?? "" } ?? nodes.map(\.textContent).joined()
    return name.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views for `data`, identified by each element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for a constant range of integers.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach {
  /// Views for each element of a collection a binding refers to, each handed a binding to its
  /// element: `ForEach($model.attendees) { $attendee in TextField("Name", text: $attendee.name) }`.
  ///
  /// Each element's binding finds its element by id, not by position: a write goes to the
  /// element with that id even if elements were inserted or removed before it since the row
  /// was drawn, and is dropped once the element is gone.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: UIBinding<C>,
    @ViewBuilder content: @escaping (UIBinding<C.Element>) -> Content
  ) where C.Element: Identifiable, Data == [UIBinding<C.Element>], ID == C.Element.ID {
    self.init(data.elementBindings(id: \.id), id: \.id, content: content)
  }

  /// Views for each element of a collection a binding refers to, identified by the key path
  /// `id` of the element, each handed a binding to its element (found by that id, as
  /// the initializer without `id:` does): `ForEach($names, id: \.self) { $name in … }`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: UIBinding<C>,
    id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (UIBinding<C.Element>) -> Content
  ) where Data == [UIBinding<C.Element>] {
    self.init(
      data.elementBindings(id: id),
      id: (\UIBinding<C.Element>.wrappedValue).appending(path: id),
      content: content)
  }
}
