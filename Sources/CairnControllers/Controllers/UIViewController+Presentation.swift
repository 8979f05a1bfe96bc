import Cairn
import IssueReporting

extension UIViewController {
  /// Presents `controller` as a sheet (an alert controller as an alert).
  public func present(_ controller: UIViewController) {
    show(controller, onUserDismiss: nil)
  }

  /// Presents `viewControllerToPresent` as a sheet (an alert controller as an alert), then
  /// runs `completion`; the browser animates either way.
  public func present(
    _ viewControllerToPresent: UIViewController,
    animated flag: Bool,
    completion: (@MainActor () -> Void)? = nil
  ) {
    present(viewControllerToPresent)
    completion?()
  }

  /// Dismisses what this controller presents (or, when it presents nothing, this controller),
  /// then runs `completion`.
  public func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
    dismiss()
    completion?()
  }

  /// Dismisses what this controller presents; called on a presented controller that presents
  /// nothing, asks its presenter to dismiss it. A presentation driven by state sets the state
  /// to `nil`.
  public func dismiss() {
    if let presented = state.presented {
      state.presented = nil
      presented.controller.presentingViewController = nil
      presented.onUserDismiss?()
    } else {
      presentingViewController?.dismiss()
    }
  }

  /// Presents a controller while `item` is non-`nil`, made by `content` with a binding to the
  /// item; dismisses it when the item goes `nil`, and writes `nil` when the user closes it.
  /// Driven by the core's `PresentationEngine`, as declarative sheets are.
  ///
  /// ```swift
  /// present(item: $model.destination.connect) { $model in
  ///   ConnectToNetworkViewController(model: model)
  /// }
  /// ```
  @_disfavoredOverload
  @discardableResult
  public func present<Item>(
    item: UIBinding<Item?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    content: @escaping (UIBinding<Item>) -> UIViewController
  ) -> ObserveToken {
    present(item: item, identity: .automatic, onDismiss: onDismiss, content: content)
  }

  /// Presents a controller while `isPresented` is true; `onDismiss` runs each time it goes.
  @discardableResult
  public func present(
    isPresented: UIBinding<Bool>,
    onDismiss: (@MainActor () -> Void)? = nil,
    content: @escaping @MainActor () -> UIViewController
  ) -> ObserveToken {
    present(item: isPresented.optionalUnit, onDismiss: onDismiss) { _ in content() }
  }

  /// Presents while `item` is non-`nil`, re-presenting when its identity changes.
  func present<Item>(
    item: UIBinding<Item?>,
    identity: PresentationIdentity<Item>,
    onDismiss: (@MainActor () -> Void)?,
    content: @escaping (UIBinding<Item>) -> UIViewController
  ) -> ObserveToken {
    drive(
      item: item, identity: identity, content: content,
      show: { [unowned self] controller, userDismissed in
        show(controller, onUserDismiss: userDismissed)
      },
      hide: { [weak self] controller in
        self?.hide(controller)
        onDismiss?()
      })
  }

  /// Pushes a controller onto the navigation controller while `item` is non-`nil`, made by
  /// `content` with a binding to the item; pops it when the item goes `nil`, and writes `nil`
  /// when the user goes back.
  ///
  /// ```swift
  /// pushViewController(item: $model.destination.detail) { $model in
  ///   NetworkDetailViewController(model: model)
  /// }
  /// ```
  @discardableResult
  public func pushViewController<Item>(
    item: UIBinding<Item?>,
    content: @escaping (UIBinding<Item>) -> UIViewController
  ) -> ObserveToken {
    drive(
      item: item, identity: .automatic, content: content,
      show: { [unowned self] controller, userPopped in
        guard let navigationController else {
          reportIssue("pushViewController(item:) needs a navigation controller around \(self).")
          return
        }
        navigationController.push(controller, onUserPop: userPopped)
      },
      hide: { [weak self] controller in self?.navigationController?.pop(controller) })
  }

  /// Keeps a presentation in step with `item` through a `PresentationEngine`, for as long as
  /// this controller lives: `show` puts a new controller on screen (with what to call when the
  /// user closes it), `hide` takes it off.
  func drive<Item>(
    item: UIBinding<Item?>,
    identity: PresentationIdentity<Item>,
    content: @escaping (UIBinding<Item>) -> UIViewController,
    show: @escaping @MainActor (UIViewController, @escaping @MainActor () -> Void) -> Void,
    hide: @escaping @MainActor (UIViewController) -> Void
  ) -> ObserveToken {
    let box = EngineBox<Item>()
    let engine = PresentationEngine<Item, UIViewController>(
      item: item,
      identity: identity,
      present: { binding in
        let controller = content(binding)
        show(controller) { [weak box] in box?.engine?.userDidDismiss() }
        return controller
      },
      dismiss: hide
    )
    box.engine = engine
    return observe { engine.update() }
  }

  func show(_ controller: UIViewController, onUserDismiss: (@MainActor () -> Void)?) {
    state.presented?.controller.presentingViewController = nil
    controller.presentingViewController = self
    state.presented = Presentation(
      controller: controller, onUserDismiss: onUserDismiss ?? controller.state.onUserCloses)
  }

  func hide(_ controller: UIViewController) {
    guard state.presented?.controller === controller else { return }
    state.presented = nil
    controller.presentingViewController = nil
  }
}

/// Lets an engine's content reach the engine (for user dismissal) without a cycle.
@MainActor
final class EngineBox<Item> {
  weak var engine: PresentationEngine<Item, UIViewController>?
}
