import Cairn
import CairnWeb
import IssueReporting
import Observation

/// A screen written imperatively, as in UIKit: subclass it, build the view once in
/// ``viewDidLoad()``, and keep it in step with the model in ``observe(_:)`` closures, which
/// re-run exactly when what they read changes.
///
/// ```swift
/// final class NetworkDetailViewController: UIViewController {
///   let model: NetworkDetailModel
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     let name = UILabel()
///     view.addSubview(name)
///     observe { [weak self] in
///       guard let self else { return }
///       title = model.network.name
///       name.text = model.network.name
///     }
///     present(item: $model.alert) { … }
///   }
/// }
/// ```
@MainActor
open class UIViewController {
  /// A stable identity for the controller, used to key its screen on the page.
  public nonisolated let id: String
  let state = ControllerState()
  /// The title bar's buttons.
  public let navigationItem = UINavigationItem()
  private var loadedView: UIView?
  private var tokens: [ObserveToken] = []

  /// The navigation controller whose stack holds this controller.
  public internal(set) weak var navigationController: UINavigationController?
  /// The controller that presented this one.
  public internal(set) weak var presentingViewController: UIViewController?

  /// A controller whose view is not loaded yet.
  public init() {
    id = ViewIDs.next()
  }

  /// A controller whose view is not loaded yet, as UIKit subclasses make it
  /// (`super.init(nibName: nil, bundle: nil)`). There are no nib files on the web: a nib name is
  /// reported as an issue and the view is made by ``loadView()`` as usual.
  ///
  /// UIKit's other initialiser, `init?(coder:)`, is deliberately not declared here: a
  /// subclass's `required init?(coder:)` stub compiles as written, and subclasses without one
  /// need none (see <doc:UIKitNamesOnCairn>).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    id = ViewIDs.next()
    if let nibNameOrNil {
      reportIssue("Nib files are not supported on the web; \"\(nibNameOrNil)\" is not loaded.")
    }
  }

  /// The title shown in the title bar and as the page title; setting it also sets
  /// `navigationItem.title`, as in UIKit.
  public var title: String? {
    get { state.title }
    set {
      state.title = newValue
      navigationItem.title = newValue
    }
  }

  /// How the controller rests when it is presented as a sheet (every controller is, on the
  /// web): settings kept, not drawn.
  public private(set) lazy var sheetPresentationController: UISheetPresentationController? =
    UISheetPresentationController()

  /// The controller this one presents, if any.
  public var presentedViewController: UIViewController? { state.presented?.controller }

  /// Whether ``view`` has been made.
  public var isViewLoaded: Bool { loadedView != nil }

  /// The controller's root view, made by ``loadView()`` and set up by ``viewDidLoad()`` the
  /// first time it is asked for.
  public var view: UIView {
    get {
      loadViewIfNeeded()
      return loadedView ?? UIView()
    }
    set { loadedView = newValue }
  }

  /// Loads the view now if it is not loaded yet.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView() }
    viewDidLoad()
  }

  /// Makes the root view; by default a plain view that draws its subviews top to bottom.
  open func loadView() {
    loadedView = UIView()
  }

  /// Called once, after the view is made: build the screen here.
  open func viewDidLoad() {}
  /// Called when the screen is about to come on the page (on the web, as it does, just before
  /// ``viewDidAppear(_:)``).
  open func viewWillAppear(_ animated: Bool) {}
  /// Called when the screen has come on the page.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called when the screen is about to leave the page (on the web, as it does).
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called when the screen has left the page.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called when the screen comes on the page, after ``viewDidAppear(_:)`` (the layer's own
  /// spelling).
  open func viewDidAppear() {}
  /// Called when the screen leaves the page, after ``viewDidDisappear(_:)`` (the layer's own
  /// spelling).
  open func viewDidDisappear() {}

  /// Called when fingers touch the controller's view. The browser sends no touches to the
  /// server, so it is never called on the web (see <doc:UIKitNamesOnCairn>).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Called when touching fingers move; never called on the web.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Called when fingers leave the view; never called on the web.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Called when the system cancels touches; never called on the web.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Runs the appearance callbacks, as the screen comes on the page.
  func screenAppeared() {
    viewWillAppear(true)
    viewDidAppear(true)
    viewDidAppear()
  }

  /// Runs the disappearance callbacks, as the screen leaves the page.
  func screenDisappeared() {
    viewWillDisappear(true)
    viewDidDisappear(true)
    viewDidDisappear()
  }

  /// Runs `apply` now and again whenever what it read changes, for as long as the controller
  /// lives (or until the returned token is cancelled): the imperative way to keep a view in
  /// step with a model.
  @discardableResult
  public func observe(_ apply: @escaping @MainActor () -> Void) -> ObserveToken {
    let token = Cairn.observe(apply)
    tokens.append(token)
    return token
  }

  /// Keeps `token` (an observation, say) for as long as the controller lives.
  public func store(_ token: ObserveToken) {
    tokens.append(token)
  }

  /// What the controller draws: its view, title and title-bar buttons, and whatever it
  /// presents. A container overrides it.
  func makeBody() -> AnyView {
    AnyView(ControllerScreen(controller: self))
  }
}

/// What a controller shows that the page draws: observable, so a change renders.
@MainActor @Observable
final class ControllerState {
  var title: String?
  var presented: Presentation?
  /// What to tell when the user closes this controller, for a controller put on screen by a
  /// custom `destination(…)`'s own `present` closure (a plain `present` or push).
  @ObservationIgnored var onUserCloses: (@MainActor () -> Void)?

  /// The presented controller while it is a sheet; writing `nil` is the user closing it.
  var sheet: Presentation? {
    get { presented.flatMap { $0.controller is UIAlertController ? nil : $0 } }
    set {
      if newValue == nil, let presented, !(presented.controller is UIAlertController) {
        userDismissed()
      }
    }
  }

  /// The presented controller while it is an alert; writing `nil` is the user answering it.
  var alert: Presentation? {
    get { presented.flatMap { $0.controller is UIAlertController ? $0 : nil } }
    set {
      if newValue == nil, let presented, presented.controller is UIAlertController {
        userDismissed()
      }
    }
  }

  private func userDismissed() {
    let dismissed = presented
    presented = nil
    dismissed?.controller.presentingViewController = nil
    dismissed?.onUserDismiss?()
  }
}

/// A controller on screen above another, and what to tell when the user closes it.
@MainActor
final class Presentation {
  let controller: UIViewController
  let onUserDismiss: (@MainActor () -> Void)?

  init(controller: UIViewController, onUserDismiss: (@MainActor () -> Void)?) {
    self.controller = controller
    self.onUserDismiss = onUserDismiss
  }
}
