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
  @preconcurrency public init(
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
  @preconcurrency public init(
    role: ButtonRole? = nil,
    action: @escaping @MainActor () async -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = .async(action)
    self.label = label()
    self.accessibilityLabel = nil
  }

  /// Renders a `<button>`; an icon-only button carries its title as `aria-label`. Under a
  /// ``ButtonStyle`` the button holds the style's body; under a primitive style of the
  /// app's, the style's body stands in its place.
  public func render(in context: RenderContext) -> [Node] {
    let dismissFirst = context.dismissBeforeButtonAction
    let action = action
    let runAction = context.actionRunner
    let fire: @MainActor () -> Void = {
      dismissFirst?()
      switch action {
      case .sync(let run): run()
      case .async(let run): runAction(run)
      }
    }
    let label = label
    let styleClass: String?
    var children: [Node]
    switch context.environment.controlStyles.button?.kind ?? .builtIn(nil) {
    case .builtIn(let cssClass):
      styleClass = cssClass
      children = context.render(label)
    case .custom(let makeBody):
      styleClass = "style-custom"
      let configuration = ButtonStyleConfiguration(
        role: role, label: .init(piece: RenderedPiece { $0.render(label) }), isPressed: false)
      children = makeBody(context, configuration)
    case .primitive(let makeBody):
      // The style's body decides what triggers the action; buttons in it are drawn as
      // ordinary buttons, and the dismissal before the action happens once, in `fire`.
      var inner = context.with(\.controlStyles.button, nil)
      inner.dismissBeforeButtonAction = nil
      let configuration = PrimitiveButtonStyleConfiguration(
        role: role, label: .init(piece: RenderedPiece { $0.render(label) }), action: fire)
      return makeBody(inner, configuration)
    }
    var attributes = context.on("click") { _ in fire() }
    attributes["type"] = "button"
    attributes["class"] =
      "button" + (role.map { " role-\($0)" } ?? "") + (styleClass.map { " \($0)" } ?? "")
    // The safe choice an alert or dialog focuses first, so Enter never confirms a deletion.
    if role == .cancel { attributes["data-cancel"] = "" }
    if let accessibilityLabel { attributes["aria-label"] = accessibilityLabel }
    if PressableContainer.holdsControls(children) {
      return [
        PressableContainer.node(
          attributes: attributes, children: children, isEnabled: context.environment.isEnabled)
      ]
    }
    if !context.environment.isEnabled { attributes["disabled"] = "" }
    return [.element("button", attributes, children: children)]
  }
}

extension Button where Label == Text {
  /// A button titled `title`.
  @preconcurrency public init(
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
  @preconcurrency public init(
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
  @preconcurrency public init(
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
  @preconcurrency public init(
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
