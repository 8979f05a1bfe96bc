import Cairn
import IssueReporting

/// A navigation controller driven by a path of values, as swift-navigation's
/// `NavigationStackController` is: UIKit's counterpart of a declarative `NavigationStack`.
///
/// Each element of the path is shown by the controller that the destination registered for its
/// type makes, with ``UIViewController/navigationDestination(for:destination:)``. Appending to
/// the path pushes, removing pops, and going back removes the popped elements from it. A
/// controller on the stack pushes a value with `traitCollection.push(value:)` and goes back
/// with `traitCollection.dismiss()`.
///
/// ```swift
/// let stack = NavigationStackController(path: $model.path) {
///   RootViewController(model: model)
/// }
/// stack.navigationDestination(for: Int.self) { number in
///   NumberViewController(number: number)
/// }
/// ```
///
/// A destination is looked up when its element is pushed; the controllers already on the
/// stack have their views loaded first, so destinations they register in `viewDidLoad()` are
/// found, as in a deep link that pushes several screens at once.
@MainActor
open class NavigationStackController: UINavigationController {
  private var destinations: [ObjectIdentifier: (PathValue) -> UIViewController?] = [:]
  private var erasedPath: UIBinding<[PathValue]>?

  /// A stack driven by a collection of values of one type, showing `root` beneath them.
  ///
  /// - Parameters:
  ///   - navigationBarClass: Accepted for UIKit's signature; the title bar is the page's own.
  ///   - toolbarClass: Accepted for UIKit's signature; ignored.
  ///   - path: The pushed values, bottom first.
  ///   - root: Makes the controller shown when the path is empty.
  public required init<Data: RandomAccessCollection & RangeReplaceableCollection>(
    navigationBarClass: AnyClass? = nil,
    toolbarClass: AnyClass? = nil,
    path: UIBinding<Data>,
    root: () -> UIViewController
  ) where Data.Element: Hashable {
    super.init(rootViewController: root())
    start(
      path: UIBinding(
        get: { path.wrappedValue.map { PathValue(base: AnyHashable($0), sendable: nil) } },
        set: { values in
          var elements: [Data.Element] = []
          for value in values {
            guard let element = value.base.base as? Data.Element else {
              reportIssue(
                "A value of type \(type(of: value.base.base)) cannot be pushed onto a path of "
                  + "\(Data.Element.self).")
              return
            }
            elements.append(element)
          }
          path.wrappedValue = Data(elements)
        }))
  }

  /// A stack driven by a type-erased path, whose elements may be of different types.
  ///
  /// - Parameters:
  ///   - navigationBarClass: Accepted for UIKit's signature; the title bar is the page's own.
  ///   - toolbarClass: Accepted for UIKit's signature; ignored.
  ///   - path: The pushed values, bottom first.
  ///   - root: Makes the controller shown when the path is empty.
  public required init(
    navigationBarClass: AnyClass? = nil,
    toolbarClass: AnyClass? = nil,
    path: UIBinding<UINavigationPath>,
    root: () -> UIViewController
  ) {
    super.init(rootViewController: root())
    start(
      path: UIBinding(
        get: {
          path.wrappedValue.elements.map {
            PathValue(base: AnyHashable($0.base), sendable: $0.base)
          }
        },
        set: { values in
          var elements: [UINavigationPath.Element] = []
          for value in values {
            guard let sendable = value.sendable else {
              reportIssue(
                "A value of type \(type(of: value.base.base)) cannot be pushed onto a "
                  + "UINavigationPath: its elements are Sendable on Cairn.")
              return
            }
            elements.append(UINavigationPath.Element(sendable))
          }
          path.wrappedValue.elements = elements
        }))
  }

  private func start(path: UIBinding<[PathValue]>) {
    erasedPath = path
    drive(path: path, identity: PresentationIdentity { $0 }) { [unowned self] binding in
      destination(for: binding.wrappedValue)
    }
  }

  /// Registers how values of type `type` are shown.
  func register<D: Hashable>(
    _ type: D.Type, destination: @escaping (D) -> UIViewController
  ) {
    destinations[ObjectIdentifier(type)] = { value in
      (value.base.base as? D).map(destination)
    }
  }

  /// Appends `value` to the path, which pushes its screen.
  func append(_ value: PathValue) {
    guard let erasedPath else { return }
    erasedPath.wrappedValue.append(value)
  }

  /// The controller for `value`: made by its type's destination, once the controllers on the
  /// stack have had the chance to register it; an empty screen, reported, when none did.
  private func destination(for value: PathValue) -> UIViewController {
    let key = ObjectIdentifier(type(of: value.base.base))
    if destinations[key] == nil {
      for controller in viewControllers { controller.loadViewIfNeeded() }
    }
    if let make = destinations[key], let controller = make(value) {
      return controller
    }
    reportIssue(
      "No navigationDestination(for:) is registered for \(type(of: value.base.base)); "
        + "an empty screen is pushed for \(value.base.base).")
    return UIViewController()
  }
}

extension UIViewController {
  /// Registers, on the ``NavigationStackController`` holding this controller (or this
  /// controller, if it is one), the controller shown for each pushed value of type `data`.
  ///
  /// - Parameters:
  ///   - data: The type of the path's values this destination shows.
  ///   - destination: Makes the controller for a value.
  public func navigationDestination<D: Hashable>(
    for data: D.Type,
    destination: @escaping (D) -> UIViewController
  ) {
    guard let navigationController = navigationController ?? (self as? UINavigationController)
    else {
      reportIssue("Can't register a navigation destination: \"navigationController\" is nil.")
      return
    }
    guard let stack = navigationController as? NavigationStackController else {
      reportIssue(
        "Tried to apply a \"navigationDestination\" to a non-\"NavigationStackController\".")
      return
    }
    stack.register(data, destination: destination)
  }
}

/// A value on a navigation stack controller's path: the value, and the same value as a
/// `Sendable` one when it was pushed as one (a `UINavigationPath` holds only those).
///
/// Unchecked: it is made and read only on the main actor, by the stack controller and the
/// push action, which are both main-actor isolated.
struct PathValue: Hashable, @unchecked Sendable {
  let base: AnyHashable
  let sendable: (any Hashable & Sendable)?

  static func == (lhs: PathValue, rhs: PathValue) -> Bool { lhs.base == rhs.base }
  func hash(into hasher: inout Hasher) { hasher.combine(base) }
}
