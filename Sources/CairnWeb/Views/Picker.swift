/// Chooses one value from the tagged views inside it.
///
/// ```swift
/// Picker("Theme", selection: $model.standup.theme) {
///   ForEach(Theme.allCases) { theme in Text(theme.name).tag(theme) }
/// }
/// ```
public struct Picker<SelectionValue: Hashable, Content: View>: PrimitiveView {
  let label: ControlLabel
  let selection: UIBinding<SelectionValue>
  let content: Content

  /// A picker titled `title` for `selection`, whose options are the views `content` tags.
  public init(
    _ title: some StringProtocol,
    selection: UIBinding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.label = .text(title)
    self.selection = selection
    self.content = content()
  }

  /// A picker for `selection` whose title is drawn by `label`, and whose options are the
  /// views `content` tags (the older form, `Picker(selection: $color, label: Text("Color"))`).
  public init(
    selection: UIBinding<SelectionValue>,
    label: some View,
    @ViewBuilder content: () -> Content
  ) {
    self.label = .view(label)
    self.selection = selection
    self.content = content()
  }

  /// A picker for `selection` whose title is drawn by `label`, and whose options are the
  /// views `content` tags.
  public init(
    selection: UIBinding<SelectionValue>,
    @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> some View
  ) {
    self.label = .view(label())
    self.selection = selection
    self.content = content()
  }

  /// Renders a labelled `<select>`, or with the inline style (``View/pickerStyle(_:)``) a
  /// radio group of the options' views.
  public func render(in context: RenderContext) -> [Node] {
    var (_, collected) = context.child("options").renderCollectingPreferences(content)
    let options = collected.take(RuntimePreferences.PickerOptions.self)
    context.forward(collected)
    let (titleNodes, title) = label.resolve(in: context)
    if context.environment.pickerStyle == .inline {
      return renderInline(options, titleNodes: titleNodes, title: title, in: context)
    }
    var attributes = context.on("change") { payload in
      guard let text = payload.value, let index = Int(text), options.indices.contains(index),
        let value = options[index].tag.base as? SelectionValue
      else { return }
      selection.wrappedValue = value
    }
    attributes["class"] = "picker"
    attributes["aria-label"] = title
    if !context.environment.isEnabled { attributes["disabled"] = "" }
    let current = AnyHashable(selection.wrappedValue)
    let optionNodes = options.enumerated().map { index, option in
      var optionAttributes = ["value": String(index)]
      if option.tag == current { optionAttributes["selected"] = "" }
      return Node.element("option", optionAttributes, children: [.text(option.label)])
    }
    return [
      .element(
        "label",
        ["class": "picker-row"],
        children: [
          .element("span", ["class": "picker-title"], children: titleNodes),
          .element("select", attributes, children: optionNodes),
        ]
      )
    ]
  }
}

extension Picker {
  /// A titled radio group with one button per option, drawn as the option's views.
  func renderInline(
    _ options: [PickerOption], titleNodes: [Node], title: String, in context: RenderContext
  ) -> [Node] {
    let current = AnyHashable(selection.wrappedValue)
    let selection = selection
    // One tab stop for the group: the chosen option (the first when none is); the arrow keys
    // move between the options (the page's script).
    let tabStop = options.firstIndex { $0.tag == current } ?? 0
    let buttons = options.enumerated().map { index, option in
      var attributes = context.child(key: "option-\(index)").on("click") { _ in
        guard let value = option.tag.base as? SelectionValue else { return }
        selection.wrappedValue = value
      }
      attributes["type"] = "button"
      attributes["role"] = "radio"
      attributes["class"] = "picker-option"
      attributes["aria-checked"] = option.tag == current ? "true" : "false"
      attributes["tabindex"] = index == tabStop ? "0" : "-1"
      if option.label.isEmpty { attributes["aria-label"] = "Option \(index + 1)" }
      if !context.environment.isEnabled { attributes["disabled"] = "" }
      return Node.element("button", attributes, children: option.nodes)
    }
    return [
      .element(
        "div",
        ["class": "picker-inline"],
        children: [
          .element("span", ["class": "picker-title"], children: titleNodes),
          .element(
            "div", ["class": "picker-options", "role": "radiogroup", "aria-label": title],
            children: buttons),
        ]
      )
    ]
  }
}

/// A view marked with a value, making it an option of the enclosing ``Picker``.
public struct TaggedView<Content: View, Tag: Hashable>: PrimitiveView {
  let content: Content
  let tag: Tag

  /// Renders the content; inside a picker it becomes an option labelled by its text, and
  /// inside a ``TabView`` a page, shown only while its tag is the selection.
  public func render(in context: RenderContext) -> [Node] {
    if let selection = context.tabSelection {
      return TabView<Tag, EmptyView>.renderPage(
        content, tag: tag, selection: selection, in: context)
    }
    let nodes = context.render(content)
    context.preference(
      RuntimePreferences.PickerOptions.self,
      [PickerOption(tag: AnyHashable(tag), label: nodes.map(\.textContent).joined(), nodes: nodes)]
    )
    return nodes
  }
}

extension View {
  /// Marks this view as the option `tag` of the enclosing ``Picker``, or the page `tag` of the
  /// enclosing ``TabView``.
  public func tag<Tag: Hashable>(_ tag: Tag) -> TaggedView<Self, Tag> {
    TaggedView(content: self, tag: tag)
  }
}
