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

extension View {
  /// Ties keyboard focus of the text field inside this view to a ``FocusState``: the field is
  /// focused while the state equals `value`, and focusing it in the browser writes `value`;
  /// leaving it writes `nil` if the state still holds `value`.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value?>.Binding,
    equals value: Value
  ) -> ModifiedView<Self> {
    focused(binding.base, equals: value)
  }

  /// Ties keyboard focus of the text field inside this view to a Boolean ``FocusState``: the
  /// field is focused while the state is `true`; focusing it writes `true`, leaving it writes
  /// `false`.
  public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedView<Self> {
    focused(condition.base.focusedAsOptional, equals: true)
  }
}

extension UIBinding where Value == Bool {
  /// The Boolean as the optional a focus tie takes: `true` while `true`, `nil` while `false`;
  /// writing `nil` writes `false`.
  fileprivate var focusedAsOptional: UIBinding<Bool?> {
    UIBinding<Bool?>(
      get: { self.wrappedValue ? true : nil },
      set: { self.wrappedValue = $0 == true }
    )
  }
}
