import Cairn

// swift-navigation's `item:id:` spellings of the presentation modifiers: the item need not be
// `Identifiable`, a key path names what identifies it. While the value at that key path stays
// the same, the presented content updates in place; when it changes, the old content goes and
// new content comes (a new `<dialog>` in the page).

extension View {
  /// Presents `content` in a modal sheet while `item` is non-`nil`, identifying the item by
  /// the value at `id` and handing the content a binding to it:
  ///
  /// ```swift
  /// .sheet(item: $model.editedCount, id: \.self) { $count in Stepper("\(count)", value: $count) }
  /// ```
  ///
  /// Editing the item through the binding in a way that changes its identity replaces the
  /// sheet, as it does in SwiftUI.
  @_disfavoredOverload
  public func sheet<Item, ID: Hashable, Content: View>(
    item: UIBinding<Item?>,
    id: KeyPath<Item, ID>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (UIBinding<Item>) -> Content
  ) -> ModifiedView<Self> {
    presentation(
      .sheet, binding: item, identity: PresentationIdentity { $0[keyPath: id] },
      onDismiss: onDismiss, content: content)
  }

  /// Presents `content` in a modal sheet while `item` is non-`nil`, identifying the item by
  /// the value at `id` and handing the content the item itself.
  public func sheet<Item, ID: Hashable, Content: View>(
    item: UIBinding<Item?>,
    id: KeyPath<Item, ID>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedView<Self> {
    presentation(
      .sheet, item: item, identity: PresentationIdentity { $0[keyPath: id] },
      onDismiss: onDismiss, content: content)
  }

  /// Presents `content` covering the whole window while `item` is non-`nil`, identifying the
  /// item by the value at `id` and handing the content a binding to it.
  @_disfavoredOverload
  public func fullScreenCover<Item, ID: Hashable, Content: View>(
    item: UIBinding<Item?>,
    id: KeyPath<Item, ID>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (UIBinding<Item>) -> Content
  ) -> ModifiedView<Self> {
    presentation(
      .fullScreenCover, binding: item, identity: PresentationIdentity { $0[keyPath: id] },
      onDismiss: onDismiss, content: content)
  }

  /// Presents `content` covering the whole window while `item` is non-`nil`, identifying the
  /// item by the value at `id` and handing the content the item itself.
  public func fullScreenCover<Item, ID: Hashable, Content: View>(
    item: UIBinding<Item?>,
    id: KeyPath<Item, ID>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedView<Self> {
    presentation(
      .fullScreenCover, item: item, identity: PresentationIdentity { $0[keyPath: id] },
      onDismiss: onDismiss, content: content)
  }

  /// Presents `content` in a small card while `item` is non-`nil`, identifying the item by the
  /// value at `id` and handing the content a binding to it.
  @_disfavoredOverload
  public func popover<Item, ID: Hashable, Content: View>(
    item: UIBinding<Item?>,
    id: KeyPath<Item, ID>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (UIBinding<Item>) -> Content
  ) -> ModifiedView<Self> {
    presentation(
      .popover, binding: item, identity: PresentationIdentity { $0[keyPath: id] },
      onDismiss: onDismiss, content: content)
  }

  /// Presents `content` in a small card while `item` is non-`nil`, identifying the item by the
  /// value at `id` and handing the content the item itself.
  public func popover<Item, ID: Hashable, Content: View>(
    item: UIBinding<Item?>,
    id: KeyPath<Item, ID>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedView<Self> {
    presentation(
      .popover, item: item, identity: PresentationIdentity { $0[keyPath: id] },
      onDismiss: onDismiss, content: content)
  }
}
