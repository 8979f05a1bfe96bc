extension UIViewController {
  /// The traits the controller is shown with: its view's appearance, and the navigation
  /// actions `push` and `dismiss` that reach the stack or presenter holding it.
  ///
  /// Reading it does not load the view.
  public var traitCollection: UITraitCollection {
    UITraitCollection(
      userInterfaceStyle: isViewLoaded ? view.traitCollection.userInterfaceStyle : .unspecified,
      push: UIPushAction(run: pushAction),
      dismiss: UIDismissAction(run: dismissAction)
    )
  }

  private var pushAction: (@MainActor @Sendable (PathValue) -> Void)? {
    guard
      let stack = (navigationController ?? (self as? UINavigationController))
        as? NavigationStackController
    else { return nil }
    return { [weak stack] value in stack?.append(value) }
  }

  private var stackIndex: Int? {
    navigationController?.viewControllers.firstIndex { $0 === self }
  }

  private var dismissAction: (@MainActor @Sendable () -> Void)? {
    let pushed = (stackIndex ?? 0) > 0
    guard
      pushed || presentingViewController != nil
        || navigationController?.presentingViewController != nil
    else { return nil }
    return { [weak self] in self?.dismissFromTraits() }
  }

  /// Pops this controller (and those above it) as the user going back would, or dismisses it
  /// (or the navigation controller it is the root of) as the user closing it would.
  private func dismissFromTraits() {
    if let navigationController, let stackIndex, stackIndex > 0 {
      navigationController.stack.pushedIDs = Array(
        navigationController.stack.pushedIDs.prefix(stackIndex - 1))
    } else if let presentingViewController {
      presentingViewController.dismiss()
    } else if let presenter = navigationController?.presentingViewController {
      presenter.dismiss()
    }
  }
}
