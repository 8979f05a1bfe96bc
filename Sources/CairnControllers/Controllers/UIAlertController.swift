import Cairn
import CairnWeb

/// An alert made from `AlertState`, presented with `present(_:)` or, driven by state, with
/// `present(item:content:)`: its buttons send their actions to `handler`.
///
/// ```swift
/// present(item: $model.alert) { $alert in
///   UIAlertController(state: alert) { [weak self] action in self?.model.alertButtonTapped(action) }
/// }
/// ```
@MainActor
public final class UIAlertController: UIViewController {
  struct Action {
    let title: String
    let role: ButtonRole?
    let run: @MainActor () -> Void
  }

  let alertTitle: String
  let message: String?
  let actions: [Action]

  /// An alert showing `state`, whose buttons call `handler` with their action (`nil` for a
  /// button without one, such as "Cancel").
  public init<AlertAction>(
    state: AlertState<AlertAction>,
    handler: @escaping @MainActor (AlertAction?) -> Void = { (_: AlertAction?) in }
  ) {
    alertTitle = state.title.string
    message = state.message?.string
    actions = state.displayedButtons.map { button in
      Action(title: button.label.string, role: button.role, run: { handler(button.action) })
    }
    super.init()
  }

  /// The alert's title.
  public override var title: String? {
    get { alertTitle }
    set {}
  }

  /// Taps the button titled `title`, as the user does: the alert is dismissed, then its action
  /// sent.
  public func tapButton(_ title: String) {
    guard let action = actions.first(where: { $0.title == title }) else { return }
    presentingViewController?.dismiss()
    action.run()
  }
}
