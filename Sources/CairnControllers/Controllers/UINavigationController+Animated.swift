extension UINavigationController {
  /// Pushes `viewController` on top; the browser draws the push either way.
  public func pushViewController(_ viewController: UIViewController, animated: Bool) {
    pushViewController(viewController)
  }

  /// Pops the top controller (never the root) and returns it; state that pushed it is set
  /// to `nil`, as a tap on Back would.
  @discardableResult
  public func popViewController(animated: Bool) -> UIViewController? {
    popViewController()
  }

  /// Pops every controller above `viewController` and returns them, bottom first; `nil` when
  /// `viewController` is not on the stack.
  @discardableResult
  public func popToViewController(
    _ viewController: UIViewController, animated: Bool
  ) -> [UIViewController]? {
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
      return nil
    }
    var popped: [UIViewController] = []
    while viewControllers.count > index + 1, let top = popViewController() {
      popped.insert(top, at: 0)
    }
    return popped
  }

  /// Pops every controller above the root and returns them, bottom first.
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = viewControllers.first else { return nil }
    return popToViewController(root, animated: animated)
  }
}
