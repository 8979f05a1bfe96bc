import Cairn
import CairnWeb
import Observation

/// A stack of controllers with a title bar and a back button, as in UIKit; only the top one is
/// shown. Push with ``pushViewController(_:)`` or, driven by state, with
/// `pushViewController(item:content:)` from a controller on the stack; or drive the whole
/// stack from a path with ``init(path:root:destination:)``.
///
/// It draws as a CairnWeb `NavigationStack` of its controllers: the back button and the
/// browser's back button pop, and each push is a URL when the app prints one.
@MainActor
open class UINavigationController: UIViewController {
  let stack = NavigationStackState()

  /// A stack showing `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init()
    adopt(rootViewController)
    stack.entries = [NavigationEntry(controller: rootViewController, onUserPop: nil)]
  }

  /// The controllers on the stack, bottom first.
  public var viewControllers: [UIViewController] { stack.entries.map(\.controller) }
  /// The controller on top.
  public var topViewController: UIViewController? { stack.entries.last?.controller }

  /// Pushes `controller` on top.
  public func pushViewController(_ controller: UIViewController) {
    push(controller, onUserPop: nil)
  }

  /// Pops the top controller (never the root) and returns it.
  @discardableResult
  public func popViewController() -> UIViewController? {
    guard stack.entries.count > 1 else { return nil }
    let top = stack.entries.removeLast()
    top.controller.navigationController = nil
    top.onUserPop?()
    return top.controller
  }

  func push(_ controller: UIViewController, onUserPop: (@MainActor () -> Void)?) {
    adopt(controller)
    stack.entries.append(
      NavigationEntry(controller: controller, onUserPop: onUserPop ?? controller.state.onUserCloses)
    )
  }

  /// Removes `controller` and everything above it, because the state that pushed it is gone.
  func pop(_ controller: UIViewController) {
    guard let index = stack.entries.firstIndex(where: { $0.controller === controller }), index > 0
    else { return }
    for entry in stack.entries[index...] { entry.controller.navigationController = nil }
    stack.entries.removeSubrange(index...)
  }

  private func adopt(_ controller: UIViewController) {
    controller.navigationController = self
  }

  override func makeBody() -> AnyView {
    AnyView(NavigationStackView(controller: self))
  }
}

/// One controller on a navigation stack, and what to tell when the user pops it.
@MainActor
struct NavigationEntry {
  let controller: UIViewController
  let onUserPop: (@MainActor () -> Void)?
}

/// A navigation controller's stack, observable so a push or pop renders.
@MainActor @Observable
final class NavigationStackState {
  var entries: [NavigationEntry] = []

  /// The ids of the pushed controllers (not the root), as the page's stack sees them; writing
  /// a shorter prefix is the user going back.
  var pushedIDs: [String] {
    get { entries.dropFirst().map(\.controller.id) }
    set {
      let kept = newValue.count + 1
      guard kept < entries.count else { return }
      let popped = Array(entries[kept...])
      entries.removeSubrange(kept...)
      for entry in popped.reversed() {
        entry.controller.navigationController = nil
        entry.onUserPop?()
      }
    }
  }

  func controller(id: String) -> UIViewController? {
    entries.first { $0.controller.id == id }?.controller
  }
}

/// A navigation controller drawn as a CairnWeb stack of its controllers' screens.
struct NavigationStackView: View {
  let controller: UINavigationController

  var body: some View {
    let stack = controller.stack
    NavigationStack(path: UIBindable(stack).pushedIDs) {
      if let root = stack.entries.first?.controller {
        ControllerBody(controller: root)
      }
    } destination: { id in
      if let pushed = stack.controller(id: id) {
        ControllerBody(controller: pushed)
      }
    }
  }
}
