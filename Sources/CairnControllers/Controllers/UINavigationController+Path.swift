import Cairn

extension UINavigationController {
  /// A stack driven by `path`: each element gets the controller `destination` makes (handed a
  /// binding to the element), appending pushes, removing pops, and going back removes the
  /// last elements. Driven by the core's `StackEngine`, as a declarative stack is.
  ///
  /// ```swift
  /// let navigation = UINavigationController(path: $model.path, root: ListViewController(model: model)) { $element in
  ///   DetailViewController(model: element)
  /// }
  /// ```
  public convenience init<Element: Hashable>(
    path: UIBinding<[Element]>,
    root: UIViewController,
    destination: @escaping (UIBinding<Element>) -> UIViewController
  ) {
    self.init(rootViewController: root)
    drive(path: path, identity: PresentationIdentity { $0 }, destination: destination)
  }

  /// Keeps the pushed controllers in step with `path` through the core's `StackEngine`, for as
  /// long as this controller lives: each new element gets the controller `destination` makes,
  /// and the user going back removes the popped elements.
  func drive<Element>(
    path: UIBinding<[Element]>,
    identity: PresentationIdentity<Element>,
    destination: @escaping (UIBinding<Element>) -> UIViewController
  ) {
    let box = StackEngineBox<Element>()
    let engine = StackEngine<Element, UIViewController>(
      path: path,
      identity: identity,
      push: { [unowned self] binding, depth in
        let controller = destination(binding)
        push(
          controller,
          // `depth` counts the root: popping this screen keeps the ones below it.
          onUserPop: { [weak box] in box?.engine?.userDidPop(toDepth: depth - 1) })
        return controller
      },
      pop: { [weak self] controller in self?.pop(controller) }
    )
    box.engine = engine
    observe { _ = engine.update() }
  }
}

/// Lets a pushed controller reach its stack engine (for the user going back) without a cycle.
@MainActor
final class StackEngineBox<Element> {
  weak var engine: StackEngine<Element, UIViewController>?
}
