extension ViewStore {
  /// A binding that reads `get` of the observed state and writes by sending the action
  /// `valueToAction` makes of the new value:
  ///
  /// ```swift
  /// TextField("Name", text: viewStore.binding(get: \.name, send: { .nameChanged($0) }))
  /// ```
  public func binding<Value>(
    get: @escaping (_ state: ViewState) -> Value,
    send valueToAction: @escaping (_ value: Value) -> ViewAction
  ) -> UIBinding<Value> {
    UIBinding(
      get: { get(self.state) },
      set: { newValue in
        // A store whose state is gone sends nothing; its action is not even made.
        guard !self.store.isInvalidated else { return }
        self.send(valueToAction(newValue))
      })
  }

  /// A binding that reads `get` of the observed state and sends `action` on every write,
  /// whatever the value written.
  public func binding<Value>(
    get: @escaping (_ state: ViewState) -> Value,
    send action: ViewAction
  ) -> UIBinding<Value> {
    binding(get: get, send: { _ in action })
  }

  /// A binding to the whole observed state that writes by sending the action `valueToAction`
  /// makes of the new value.
  public func binding(
    send valueToAction: @escaping (_ state: ViewState) -> ViewAction
  ) -> UIBinding<ViewState> {
    binding(get: { $0 }, send: valueToAction)
  }

  /// A binding to the whole observed state that sends `action` on every write.
  public func binding(send action: ViewAction) -> UIBinding<ViewState> {
    binding(send: { _ in action })
  }
}
