import Cairn
import CairnWeb

/// An alert: a title, a message and buttons. Present it with `present(_:animated:completion:)`
/// or, driven by state, with `present(isPresented:content:)`; a tapped button dismisses the alert,
/// then runs its action's handler.
///
/// ```swift
/// let alert = UIAlertController(title: "Forget “nachos”?", message: nil, preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Forget", style: .destructive) { _ in model.forget() })
/// ```
///
/// It can also be made from `AlertState` with ``init(state:handler:)``.
@MainActor
public final class UIAlertController: UIViewController {
  /// How the alert is shown.
  public enum Style: Int, Sendable {
    /// A sheet of choices from the bottom of the screen (drawn as an alert on the web).
    case actionSheet
    /// A dialog in the middle of the screen.
    case alert
  }

  /// The message under the title.
  public var message: String?
  /// How the alert is shown.
  public let preferredStyle: Style
  /// The buttons, in the order they were added.
  public private(set) var actions: [UIAlertAction] = []
  /// The button drawn as the preferred one.
  public var preferredAction: UIAlertAction?
  private var alertTitle: String?

  /// An alert titled `title`, saying `message`, shown in `preferredStyle`, with no buttons yet.
  public init(title: String?, message: String?, preferredStyle: Style) {
    alertTitle = title
    self.message = message
    self.preferredStyle = preferredStyle
    super.init()
  }

  /// An alert showing `state`, whose buttons call `handler` with their action (`nil` for a
  /// button without one, such as "Cancel").
  public convenience init<AlertAction>(
    state: AlertState<AlertAction>,
    handler: @escaping @MainActor (AlertAction?) -> Void = { (_: AlertAction?) in }
  ) {
    self.init(title: state.title.string, message: state.message?.string, preferredStyle: .alert)
    for button in state.displayedButtons {
      let style: UIAlertAction.Style =
        switch button.role {
        case .cancel: .cancel
        case .destructive: .destructive
        default: .default
        }
      addAction(
        UIAlertAction(title: button.label.string, style: style) { _ in handler(button.action) })
    }
  }

  /// Adds a button.
  public func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// The alert's title.
  public override var title: String? {
    get { alertTitle }
    set { alertTitle = newValue }
  }

  /// Taps the button titled `title`, as the user does: the alert is dismissed, then its
  /// handler runs.
  public func tapButton(_ title: String) {
    guard let action = actions.first(where: { $0.title == title }) else { return }
    tap(action)
  }

  /// Dismisses the alert, then runs `action`'s handler; the presenter's first responder (a
  /// field that had the keyboard) takes the focus back, as in UIKit.
  func tap(_ action: UIAlertAction) {
    guard action.isEnabled else { return }
    let presenter = presentingViewController
    Self.run(action, restoringFocusIn: presenter) { presenter?.dismiss() }
  }

  /// Runs `action`'s handler after `dismiss`, then gives the keyboard focus back to the field
  /// of `presenter` that was the first responder when the alert came up.
  static func run(
    _ action: UIAlertAction,
    restoringFocusIn presenter: UIViewController?,
    dismiss: () -> Void = {}
  ) {
    let responder = presenter.flatMap { presenter in
      presenter.isViewLoaded ? UITextField.firstResponder(in: presenter.view) : nil
    }
    dismiss()
    action.run()
    responder?.restoreFocusAfterAlert()
  }
}

/// A button of an alert: a title, a style, and what to do when it is tapped.
@MainActor
public final class UIAlertAction {
  /// How the button is drawn.
  public enum Style: Int, Sendable {
    /// An ordinary button.
    case `default`
    /// The button that cancels (it also answers Escape).
    case cancel
    /// A button that destroys something, drawn red.
    case destructive

    /// The CairnWeb role the style draws as.
    var role: ButtonRole? {
      switch self {
      case .default: nil
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }

  /// The button's title.
  public let title: String?
  /// How the button is drawn.
  public let style: Style
  /// Whether the button can be tapped.
  public var isEnabled = true
  private let handler: (@MainActor (UIAlertAction) -> Void)?

  /// A button titled `title`, drawn in `style`, that runs `handler` once the alert is dismissed.
  public init(
    title: String?,
    style: Style,
    handler: (@MainActor (UIAlertAction) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }

  /// Runs the handler.
  func run() {
    handler?(self)
  }
}
