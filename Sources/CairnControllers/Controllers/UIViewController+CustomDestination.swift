import Cairn

extension UIViewController {
  /// Shows a controller while `isPresented` is true, the way your own `present` and `dismiss`
  /// closures say: the building block under `present(isPresented:)` and
  /// `navigationDestination(isPresented:)`, for presentations they do not cover.
  ///
  /// A controller that `present` puts on screen with `present(_:animated:)` or
  /// `pushViewController(_:animated:)` writes `false` when the user closes it, as the built-in
  /// forms do.
  @discardableResult
  public func destination(
    isPresented: UIBinding<Bool>,
    content: @escaping @MainActor () -> UIViewController,
    present: @escaping @MainActor (UIViewController, UITransaction) -> Void,
    dismiss: @escaping @MainActor (_ child: UIViewController, _ transaction: UITransaction) -> Void
  ) -> ObserveToken {
    destination(
      item: isPresented.optionalUnit, identity: .constant, content: { _ in content() },
      present: present, dismiss: dismiss)
  }

  /// Shows a controller while `item` is non-`nil`, made by `content` with a binding to the
  /// item, the way your own `present` and `dismiss` closures say; a new item identity (by its
  /// `id`, or the same object) dismisses the old controller and shows a new one.
  @discardableResult
  public func destination<Item>(
    item: UIBinding<Item?>,
    content: @escaping (UIBinding<Item>) -> UIViewController,
    present: @escaping @MainActor (UIViewController, UITransaction) -> Void,
    dismiss: @escaping @MainActor (_ child: UIViewController, _ transaction: UITransaction) -> Void
  ) -> ObserveToken {
    destination(
      item: item, identity: .automatic, content: content, present: present, dismiss: dismiss)
  }

  /// Shows a controller while `item` is non-`nil`, identifying the item by the value at `id`,
  /// the way your own `present` and `dismiss` closures say.
  @discardableResult
  public func destination<Item, ID: Hashable>(
    item: UIBinding<Item?>,
    id: KeyPath<Item, ID>,
    content: @escaping (UIBinding<Item>) -> UIViewController,
    present: @escaping @MainActor (_ child: UIViewController, _ transaction: UITransaction) -> Void,
    dismiss: @escaping @MainActor (_ child: UIViewController, _ transaction: UITransaction) -> Void
  ) -> ObserveToken {
    destination(
      item: item, identity: PresentationIdentity { $0[keyPath: id] }, content: content,
      present: present, dismiss: dismiss)
  }

  private func destination<Item>(
    item: UIBinding<Item?>,
    identity: PresentationIdentity<Item>,
    content: @escaping (UIBinding<Item>) -> UIViewController,
    present: @escaping @MainActor (UIViewController, UITransaction) -> Void,
    dismiss: @escaping @MainActor (UIViewController, UITransaction) -> Void
  ) -> ObserveToken {
    drive(
      item: item, identity: identity, content: content,
      show: { controller, userClosed in
        controller.state.onUserCloses = userClosed
        present(controller, UITransaction.current)
      },
      hide: { controller in
        controller.state.onUserCloses = nil
        dismiss(controller, UITransaction.current)
      })
  }
}
