import CustomDump
import Foundation

/// An alert as plain data: a title, an optional message and buttons.
///
/// Keep it in a feature's state (often as a case of its destination enum) and a renderer
/// shows it; tests assert on it with `==`.
///
/// ```swift
/// AlertState {
///   TextState("Delete?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
///   ButtonState(role: .cancel) { TextState("Nevermind") }
/// } message: {
///   TextState("Are you sure?")
/// }
/// ```
public struct AlertState<Action>: Identifiable {
  /// A unique identity, so a presentation can tell one alert from the next. Not part of
  /// equality.
  public let id: UUID
  /// The alert's title.
  public var title: TextState
  /// The alert's message, if any.
  public var message: TextState?
  /// The alert's buttons, in order. See ``displayedButtons`` for what a renderer shows.
  public var buttons: [ButtonState<Action>]

  /// Creates an alert.
  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons; none means a single "OK" button that only dismisses.
  ///   - message: The message, if any.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), title: title(), message: message?(), buttons: actions())
  }

  init(id: UUID, title: TextState, message: TextState?, buttons: [ButtonState<Action>]) {
    self.id = id
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The buttons a renderer shows: ``buttons``, or a lone "OK" that only dismisses when there
  /// are none.
  public var displayedButtons: [ButtonState<Action>] {
    buttons.isEmpty ? [ButtonState(role: .cancel) { TextState("OK") }] : buttons
  }

  /// Transforms the actions of every button, keeping the alert's identity.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id,
      title: title,
      message: message,
      buttons: buttons.map { $0.map(transform) }
    )
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Alerts are equal when their titles, messages and buttons are; identity is ignored.
  public static func == (lhs: AlertState, rhs: AlertState) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes the title, message and buttons.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// Dumps the title, actions and message, without the identity.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", title)]
    if !buttons.isEmpty { children.append(("actions", buttons)) }
    if let message { children.append(("message", message)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
