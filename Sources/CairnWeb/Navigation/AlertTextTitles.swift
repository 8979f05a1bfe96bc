extension View {
  /// Shows an alert while `item` is non-`nil`, titled by the text `title` makes from the item,
  /// with buttons built from it, as swift-navigation's `alert(item:title:actions:)` is; an
  /// alert without buttons gets an "OK".
  ///
  /// ```swift
  /// .alert(item: $model.destination.alert) { message in
  ///   Text(message)
  /// } actions: { _ in
  /// }
  /// ```
  public func alert<Item, Actions: View>(
    item: UIBinding<Item?>,
    title: @escaping (Item) -> Text,
    @ViewBuilder actions: @escaping (Item) -> Actions
  ) -> ModifiedView<Self> {
    alert(item: item, title: title, actions: actions) { _ in EmptyView() }
  }

  /// Shows an alert while `item` is non-`nil`, titled by the text `title` makes from the item,
  /// with buttons and a message built from it.
  public func alert<Item, Actions: View, Message: View>(
    item: UIBinding<Item?>,
    title: @escaping (Item) -> Text,
    @ViewBuilder actions: @escaping (Item) -> Actions,
    @ViewBuilder message: @escaping (Item) -> Message
  ) -> ModifiedView<Self> {
    viewBuiltDialog(
      "alert", cssClass: "alert", item: item,
      title: { item, context in context.render(title(item)).map(\.textContent).joined() },
      showsTitle: true, actions: actions, message: message)
  }
}
