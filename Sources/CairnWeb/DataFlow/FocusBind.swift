extension View {
  /// Keeps a model's focus property and a view's ``FocusState`` in step, both ways: when the
  /// view appears the focus state takes the model's value; from then on a change to either is
  /// written to the other.
  ///
  /// A model can then decide focus (focus the new attendee's field after adding it) while the
  /// view's fields stay tied to the view's focus state:
  ///
  /// ```swift
  /// Form { … }
  ///   .bind($model.focus, to: $focus)
  /// ```
  ///
  /// The copies happen after the render that saw the change, like `onChange(of:)`: the render
  /// after that shows the new focus.
  public func bind<Value: Hashable>(
    _ binding: UIBinding<Value>,
    to focus: FocusState<Value>.Binding
  ) -> ModifiedView<ModifiedView<Self>> {
    let modelValue = binding.wrappedValue
    let viewValue = focus.wrappedValue
    return
      self
      .onChange(of: viewValue) { _, newValue in
        if binding.wrappedValue != newValue { binding.wrappedValue = newValue }
      }
      .onChange(of: modelValue, initial: true) { _, newValue in
        if focus.wrappedValue != newValue { focus.wrappedValue = newValue }
      }
  }
}
