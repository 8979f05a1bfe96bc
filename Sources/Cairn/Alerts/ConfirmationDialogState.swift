import CustomDump
import Foundation

/// Whether a confirmation dialog shows its title.
public enum ConfirmationDialogStateTitleVisibility: Hashable, Sendable {
  /// The renderer decides; the web runtime shows it when there is a message.
  case automatic
  /// The title is always shown.
  case visible
  /// The title is not shown, though it still names the dialog for assistive technology.
  case hidden
}

/// A confirmation dialog (an action sheet) as plain data: a title, its visibility, an
/// optional message and buttons.
///
/// ```swift
/// ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share")
/// } actions: {
///   ButtonState(action: .copyLink) { TextState("Copy link") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
public struct ConfirmationDialogState<Action>: Identifiable {
  /// A unique identity, so a presentation can tell one dialog from the next. Not part of
  /// equality.
  public let id: UUID
  /// Whether the title is shown.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility
  /// The dialog's title.
  public var title: TextState
  /// The dialog's message, if any.
  public var message: TextState?
  /// The dialog's buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// Creates a confirmation dialog.
  /// - Parameters:
  ///   - titleVisibility: Whether the title is shown.
  ///   - title: The title.
  ///   - actions: The buttons; none means a single "OK" button that only dismisses.
  ///   - message: The message, if any.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(),
      titleVisibility: titleVisibility,
      title: title(),
      message: message?(),
      buttons: actions()
    )
  }

  init(
    id: UUID,
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: TextState,
    message: TextState?,
    buttons: [ButtonState<Action>]
  ) {
    self.id = id
    self.titleVisibility = titleVisibility
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The buttons a renderer shows: ``buttons``, or a lone "OK" that only dismisses when there
  /// are none.
  public var displayedButtons: [ButtonState<Action>] {
    buttons.isEmpty ? [ButtonState(role: .cancel) { TextState("OK") }] : buttons
  }

  /// Transforms the actions of every button, keeping the dialog's identity.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: id,
      titleVisibility: titleVisibility,
      title: title,
      message: message,
      buttons: buttons.map { $0.map(transform) }
    )
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Dialogs are equal when everything but their identity is.
  public static func == (lhs: ConfirmationDialogState, rhs: ConfirmationDialogState) -> Bool {
    lhs.titleVisibility == rhs.titleVisibility && lhs.title == rhs.title
      && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes everything but the identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(titleVisibility)
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// Dumps the title visibility, title, actions and message, without the identity.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [
      ("titleVisibility", titleVisibility), ("title", title),
    ]
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
