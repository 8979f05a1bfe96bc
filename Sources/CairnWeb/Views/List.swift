/// A scrolling list of rows, grouped into sections when it contains ``Section``s.
public struct List<Content: View>: PrimitiveView {
  let content: Content

  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Renders a list; children that are not already rows or sections become rows.
  public func render(in context: RenderContext) -> [Node] {
    var inner = context.with(\.isInListDrawnBefore, context.noteListDrawn())
    inner.environment.lazyRows = .list
    return [.element("div", ["class": "list"], children: Rows.group(inner.render(content)))]
  }
}

/// A form: a list of grouped controls.
public struct Form<Content: View>: PrimitiveView {
  let content: Content

  /// A form of the controls `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Renders a `<form>` whose submission is handled by its buttons, never by the browser.
  public func render(in context: RenderContext) -> [Node] {
    var inner = context.with(\.isInListDrawnBefore, context.noteListDrawn())
    inner.environment.lazyRows = nil
    return [
      .element("form", ["class": "list form"], children: Rows.group(inner.render(content)))
    ]
  }
}

/// A titled group of rows in a ``List`` or ``Form``.
public struct Section<Header: View, Content: View, Footer: View>: PrimitiveView {
  let header: Header
  let content: Content
  let footer: Footer

  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Header,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// Renders a `<section>` with a heading, its rows, and a footer.
  public func render(in context: RenderContext) -> [Node] {
    // Among sections sharing a lazy window, the first pass only counts the rows inside, and
    // the header and footer are drawn as anywhere else.
    let rowsContext = context
    var context = context
    if let cursor = context.environment.lazyRows?.sectionCursor {
      if cursor.isCounting { return rowsContext.child("rows").render(content) }
      context.environment.lazyRows = nil
    }
    var children: [Node] = []
    let headerNodes = context.child("header").render(header)
    if !headerNodes.isEmpty {
      children.append(.element("h2", ["class": "section-header"], children: headerNodes))
    }
    children.append(
      .element(
        "div",
        ["class": "section-rows", "role": "list"],
        children: Rows.wrap(rowsContext.child("rows").render(content))
      )
    )
    let footerNodes = context.child("footer").render(footer)
    if !footerNodes.isEmpty {
      children.append(.element("div", ["class": "section-footer"], children: footerNodes))
    }
    return [.element("section", ["class": "section"], children: children)]
  }
}

extension Section {
  /// A section with `header` above its rows and `footer` below them (the older form,
  /// `Section(header: Text("In stock")) { … }`).
  public init(header: Header, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }
}

extension Section where Footer == EmptyView {
  /// A section with `header` above its rows.
  public init(header: Header, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

extension Section where Header == EmptyView {
  /// A section with `footer` below its rows.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Header == Text, Footer == EmptyView {
  /// A section titled `title`.
  public init(_ title: some StringProtocol, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension Section where Header == EmptyView, Footer == EmptyView {
  /// A section without a header.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

/// How lists turn rendered children into rows.
enum Rows {
  /// Wraps each child that is not already a row in a row element.
  static func wrap(_ nodes: [Node]) -> [Node] {
    nodes.map { node in
      if node.attributes["role"] == "listitem" { return node }
      var node = node
      var row: [String: String] = ["class": "row", "role": "listitem"]
      // A row background set inside the row (`listRowBackground`) belongs to the row.
      if let background = node.attributes.removeValue(forKey: RowBackground.attribute) {
        row["style"] = "background: \(background);"
        row["class"] = "row has-background"
      }
      // So does its transition: the whole row comes in.
      for name in [AnyTransition.attribute, AnyTransition.enteringAttribute] {
        if let value = node.attributes.removeValue(forKey: name) { row[name] = value }
      }
      // And its place in the whole collection, when a lazy list draws only some rows.
      if let size = node.attributes.removeValue(forKey: "aria-setsize") {
        row["aria-setsize"] = size
        row["aria-posinset"] = node.attributes.removeValue(forKey: "aria-posinset")
      }
      return .element("div", row, key: node.key, children: [node])
    }
  }

  /// Leaves sections as they are and gathers runs of other children into unnamed sections.
  static func group(_ nodes: [Node]) -> [Node] {
    var result: [Node] = []
    var loose: [Node] = []
    func flush() {
      guard !loose.isEmpty else { return }
      result.append(
        .element(
          "section",
          ["class": "section"],
          key: NodeKey("loose\(result.count)"),
          children: [
            .element("div", ["class": "section-rows", "role": "list"], children: wrap(loose))
          ]
        )
      )
      loose.removeAll()
    }
    for node in nodes {
      if node.tag == "section" {
        flush()
        result.append(node)
      } else {
        loose.append(node)
      }
    }
    flush()
    return result
  }
}
