extension View {
  /// Ties keyboard focus of the text field inside this view to the model: the field is
  /// focused while `binding` equals `value`, and focusing it writes `value`; leaving it writes
  /// `nil` if it still holds `value`.
  public func focused<Value: Hashable>(
    _ binding: UIBinding<Value?>,
    equals value: Value
  ) -> ModifiedView<Self> {
    modified { context, content in
      let isFocused = binding.wrappedValue == value
      return context.render(content).map { node in
        guard node.tag == "input" || node.tag == "select", let id = node.attributes["id"] else {
          return node
        }
        var node = node
        context.preference(
          RuntimePreferences.FocusTargets.self, [FocusTarget(elementID: id, isFocused: isFocused)])
        // The first paint focuses it too (a page loaded straight into a focused field).
        if isFocused { node.attributes["autofocus"] = "" }
        node.attributes.merge(
          context.child("focus").on("focus") { _ in
            if binding.wrappedValue != value { binding.wrappedValue = value }
          }
        ) { _, new in new }
        node.attributes.merge(
          context.child("focus").on("blur") { _ in
            if binding.wrappedValue == value { binding.wrappedValue = nil }
          }
        ) { _, new in new }
        return node
      }
    }
  }
}
