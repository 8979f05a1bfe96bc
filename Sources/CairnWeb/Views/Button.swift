import Cairn

/// The role of a button, which decides its styling: the core's `ButtonStateRole` under
/// SwiftUI's name, so a view's buttons and an alert's buttons share one role type.
public typealias ButtonRole = ButtonStateRole

/// A button that runs an action when the user taps it (or presses Enter or Space on it).
///
/// The action may be `async`: the runtime runs it as a task it tracks, so `LiveView.settle()`
/// (and every test built on it) waits for it to finish.
public struct Button<Label: View>: PrimitiveView {
  let role: ButtonRole?
  let action: ButtonAction
  let label: Label
  let accessibilityLabel: String?

  /// A button with a custom label.
  public init(
    role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = .sync(action)
    self.label = label()
    self.accessibilityLabel = nil
  }

  /// A button with a custom label and an async action.
  public init(
    role: ButtonRole? = nil,
    action: @escaping @MainActor () async -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = .async(action)
    self.label = label()
    self.accessibilityLabel = nil
  }

  /// Renders a `<button>`; an icon-only button carries its title as `aria-label`.
  public func render(in context: RenderContext) -> [Node] {
    let dismissFirst = context.dismissBeforeButtonAction
    let action = action
    let runAction = context.actionRunner
    var attributes = context.on("click") { _ in
      dismissFirst?()
      switch action {
      case .sync(let run): run()
      case .async(let run): runAction(run)
      }
    }
    attributes["type"] = "button"
    attributes["class"] =
      "button" + (role.map { " role-\($0)" } ?? "")
      + (context.environment.buttonStyle.cssClass.map { " \($0)" } ?? "")
    // The safe choice an alert or dialog focuses first, so Enter never confirms a deletion.
    if role == .cancel { attributes["data-cancel"] = "" }
    if let accessibilityLabel { attributes["aria-label"] = accessibilityLabel }
    if !context.environment.isEnabled { attributes["disabled"] = "" }
    return [.element("button", attributes, children: context.render(label))]
  }
}

extension Button where Label == Text {
  /// A button titled `title`.
  public init(
    _ title: some StringProtocol,
    role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.role = role
    self.action = .sync(action)
    self.label = Text(title)
    self.accessibilityLabel = nil
  }

  /// A button titled `title` with an async action.
  public init(
    _ title: some StringProtocol,
    role: ButtonRole? = nil,
    action: @escaping @MainActor () async -> Void
  ) {
    self.role = role
    self.action = .async(action)
    self.label = Text(title)
    self.accessibilityLabel = nil
  }
}

extension Button where Label == Image {
  /// An icon-only button; `title` becomes its accessible name.
  public init(
    _ title: some StringProtocol,
    systemImage: String,
    role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.role = role
    self.action = .sync(action)
    self.label = Image(systemName: systemImage)
    self.accessibilityLabel = String(title)
  }

  /// An icon-only button with an async action; `title` becomes its accessible name.
  public init(
    _ title: some StringProtocol,
    systemImage: String,
    role: ButtonRole? = nil,
    action: @escaping @MainActor () async -> Void
  ) {
    self.role = role
    self.action = .async(action)
    self.label = Image(systemName: systemImage)
    self.accessibilityLabel = String(title)
  }
}

/// A button's action: run at once, or as a task the runtime tracks.
enum ButtonAction {
  case sync(@MainActor () -> Void)
  case async(@MainActor () async -> Void)
}
