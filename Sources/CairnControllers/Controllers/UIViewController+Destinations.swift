import Cairn

// The spellings of swift-navigation's UIKit presentation API, on the same engines as
// `present(item:content:)` and `pushViewController(item:content:)`. As in swift-navigation, a
// closure `{ item in … }` gets the item and `{ $item in … }` a binding to it (the binding
// overloads are disfavoured), and no content closure's type says `@MainActor`: Swift 6.3
// drops the isolation of a `$item` closure whose type does (`ProjectedBindingClosureTests`).
// Each returns the token of its observation: cancelling it stops the presentation following
// its state, and the controller keeps it until then.
extension UIViewController {
  /// Presents the controller `content` makes from `item` while it is non-`nil`, presenting
  /// afresh when its `id` changes; `onDismiss` runs each time it goes.
  ///
  /// ```swift
  /// present(item: $model.destination.connect) { model in
  ///   UINavigationController(rootViewController: ConnectToNetworkViewController(model: model))
  /// }
  /// ```
  @discardableResult
  public func present<Item: Identifiable>(
    item: UIBinding<Item?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    content: @escaping (Item) -> UIViewController
  ) -> ObserveToken {
    present(item: item, identity: PresentationIdentity { $0.id }, onDismiss: onDismiss) {
      content($0.wrappedValue)
    }
  }

  /// Presents the controller `content` makes from a binding to `item` while it is non-`nil`,
  /// presenting afresh when its `id` changes.
  @_disfavoredOverload
  @discardableResult
  public func present<Item: Identifiable>(
    item: UIBinding<Item?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    content: @escaping (UIBinding<Item>) -> UIViewController
  ) -> ObserveToken {
    present(
      item: item, identity: PresentationIdentity { $0.id }, onDismiss: onDismiss, content: content)
  }

  /// Presents the controller `content` makes from `item` while it is non-`nil`, presenting
  /// afresh when the value at `id` changes.
  @discardableResult
  public func present<Item, ID: Hashable>(
    item: UIBinding<Item?>,
    id: KeyPath<Item, ID>,
    onDismiss: (@MainActor () -> Void)? = nil,
    content: @escaping (Item) -> UIViewController
  ) -> ObserveToken {
    present(item: item, identity: PresentationIdentity { $0[keyPath: id] }, onDismiss: onDismiss) {
      content($0.wrappedValue)
    }
  }

  /// Presents the controller `content` makes from a binding to `item` while it is non-`nil`,
  /// presenting afresh when the value at `id` changes.
  @_disfavoredOverload
  @discardableResult
  public func present<Item, ID: Hashable>(
    item: UIBinding<Item?>,
    id: KeyPath<Item, ID>,
    onDismiss: (@MainActor () -> Void)? = nil,
    content: @escaping (UIBinding<Item>) -> UIViewController
  ) -> ObserveToken {
    present(
      item: item, identity: PresentationIdentity { $0[keyPath: id] }, onDismiss: onDismiss,
      content: content)
  }

  /// Pushes the controller `content` makes from `item` onto the navigation controller while
  /// `item` is non-`nil`; going back writes `nil`.
  ///
  /// ```swift
  /// navigationDestination(item: $model.destination.detail) { model in
  ///   NetworkDetailViewController(model: model)
  /// }
  /// ```
  @discardableResult
  public func navigationDestination<Item>(
    item: UIBinding<Item?>,
    content: @escaping (Item) -> UIViewController
  ) -> ObserveToken {
    pushViewController(item: item) { content($0.wrappedValue) }
  }

  /// Pushes the controller `content` makes from a binding to `item` while `item` is non-`nil`.
  @_disfavoredOverload
  @discardableResult
  public func navigationDestination<Item>(
    item: UIBinding<Item?>,
    content: @escaping (UIBinding<Item>) -> UIViewController
  ) -> ObserveToken {
    pushViewController(item: item, content: content)
  }

  /// Pushes the controller `content` makes while `isPresented` is true; going back writes
  /// `false`.
  @discardableResult
  public func navigationDestination(
    isPresented: UIBinding<Bool>,
    content: @escaping @MainActor () -> UIViewController
  ) -> ObserveToken {
    pushViewController(item: isPresented.optionalUnit) { _ in content() }
  }
}
