import CustomDump
import Foundation

/// The role of a button in an alert or dialog, which a renderer uses to style and place it.
public enum ButtonStateRole: Hashable, Sendable {
  /// A button that cancels; a renderer places it apart and triggers it on Escape.
  case cancel
  /// A button that destroys data; a renderer draws it in a warning colour.
  case destructive
}

/// A button of an alert or confirmation dialog, as plain data.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
/// ```
public struct ButtonState<Action>: Identifiable {
  /// A unique identity, so a renderer can tell buttons apart. Not part of equality.
  public let id: UUID
  /// The action sent when the button is tapped, if any.
  public let action: Action?
  /// The button's label.
  public let label: TextState
  /// The button's role, if any.
  public let role: ButtonStateRole?
  /// The animation the button's action asks for, if any (see
  /// ``ButtonStateAction/send(_:animation:)``).
  public let animation: UIAnimation?

  /// Creates a button.
  /// - Parameters:
  ///   - role: The role, which a renderer uses for styling and placement.
  ///   - action: The action to send when tapped; `nil` makes a button that only dismisses.
  ///   - label: The button's label.
  public init(
    role: ButtonStateRole? = nil,
    action: Action? = nil,
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role, animation: nil)
  }

  /// Creates a button whose action is sent as `action` says, with an animation if it asks
  /// for one:
  ///
  /// ```swift
  /// ButtonState(role: .destructive, action: .send(.delete, animation: .default)) {
  ///   TextState("Delete")
  /// }
  /// ```
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action>,
    label: () -> TextState
  ) {
    self.init(
      id: UUID(), action: action.action, label: label(), role: role,
      animation: action.animation)
  }

  private init(
    id: UUID, action: Action?, label: TextState, role: ButtonStateRole?, animation: UIAnimation?
  ) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
    self.animation = animation
  }

  /// Calls `perform` with the button's action (or `nil` for a button that only dismisses).
  ///
  /// When the button asks for an animation, `perform` runs with it set as the current
  /// transaction's ``UITransaction/animation``.
  public func withAction(_ perform: (Action?) -> Void) {
    guard let animation else { return perform(action) }
    withUITransaction(\.animation, animation) { perform(action) }
  }

  /// Transforms the button's action, keeping its identity, label and role.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(
      id: id, action: transform(action), label: label, role: role, animation: animation)
  }
}

extension ButtonState: Equatable where Action: Equatable {
  /// Buttons are equal when their actions, labels and roles are; identity is ignored.
  public static func == (lhs: ButtonState, rhs: ButtonState) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes the action, label and role.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  /// Dumps the role, action and label, without the identity.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role { children.append(("role", role)) }
    if let action { children.append(("action", action)) }
    children.append(("label", label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

/// What tapping a button of an alert or dialog sends: an action, and the animation it should
/// be applied with, if any.
public struct ButtonStateAction<Action> {
  /// The action sent, or `nil` for a button that only dismisses.
  public let action: Action?
  /// The animation the action is applied with, if any.
  public let animation: UIAnimation?

  /// Sends `action` when tapped, applied with `animation` when one is given.
  public static func send(_ action: Action?, animation: UIAnimation? = nil) -> Self {
    Self(action: action, animation: animation)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

/// Collects the buttons of an alert or dialog.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Collects a block of buttons.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
  /// Wraps one button.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }
  /// Supports `if` without `else`.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }
  /// Supports the first branch of `if`/`else` and `switch`.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
  /// Supports the second branch of `if`/`else` and `switch`.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
  /// Supports `for` loops.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
  /// Supports `if #available`.
  public static func buildLimitedAvailability(_ component: [ButtonState<Action>]) -> [ButtonState<
    Action
  >] {
    component
  }
}
