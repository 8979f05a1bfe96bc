/// The role of a button, which decides its styling.
public enum ButtonRole: Hashable, Sendable {
  /// Cancels; drawn plainly.
  case cancel
  /// Destroys data; drawn in red.
  case destructive
}

/// A button that runs an action when the user taps it (or presses Enter or Space on it).
public struct Button<Label: View>: PrimitiveView {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label
  let accessibilityLabel: String?

  /// A button with a custom label.
  public init(
    role: ButtonRole? = nil,
    action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
    self.accessibilityLabel = nil
  }

  /// Renders a `<button>`; an icon-only button carries its title as `aria-label`.
  public func render(in context: RenderContext) -> [Node] {
    let dismissFirst = context.environment.dismissBeforeButtonAction
    var attributes = context.on("click") { _ in
      dismissFirst?()
      action()
    }
    attributes["type"] = "button"
    attributes["class"] = "button" + (role.map { " role-\($0)" } ?? "")
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
    self.action = action
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
    self.action = action
    self.label = Image(systemName: systemImage)
    self.accessibilityLabel = String(title)
  }
}
