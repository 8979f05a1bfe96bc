import CairnWeb

/// A button whose actions run when it is tapped; its title, icon and whether it is enabled
/// can change at any time.
///
/// ```swift
/// let join = UIButton(title: "Join") { [weak self] in self?.model.joinButtonTapped() }
/// join.isEnabled = false
/// ```
@MainActor
open class UIButton: UIView {
  /// The title; for an icon-only button, its accessible name.
  public var title: String {
    didSet { if title != oldValue { setNeedsDisplay() } }
  }
  /// The icon, if any. With an empty ``title`` it is icon-only and named by
  /// ``accessibilityLabel``.
  public var systemImage: String? {
    didSet { if systemImage != oldValue { setNeedsDisplay() } }
  }
  /// The name screen readers announce, when it should differ from the title.
  public var accessibilityLabel: String? {
    didSet { if accessibilityLabel != oldValue { setNeedsDisplay() } }
  }
  /// The role, which decides the styling (`.destructive` is red).
  public var role: ButtonRole? {
    didSet { if role != oldValue { setNeedsDisplay() } }
  }
  /// Whether taps do anything.
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { setNeedsDisplay() } }
  }
  /// A view drawn as the button's label instead of its title and icon (a list row's content).
  public var contentView: UIView? {
    didSet { if contentView !== oldValue { setNeedsDisplay() } }
  }

  private var actions: [@MainActor () -> Void] = []

  /// A button titled `title`, with an optional icon and action.
  public init(
    title: String = "",
    systemImage: String? = nil,
    role: ButtonRole? = nil,
    action: (@MainActor () -> Void)? = nil
  ) {
    self.title = title
    self.systemImage = systemImage
    self.role = role
    super.init()
    if let action { actions.append(action) }
  }

  /// Adds an action to run on every tap.
  public func addAction(_ action: @escaping @MainActor () -> Void) {
    actions.append(action)
  }

  /// Runs the button's actions, as a tap does.
  public func sendActions() {
    guard isEnabled else { return }
    for action in actions { action() }
  }

  /// Draws a button.
  open override func draw(in context: RenderContext) -> [Node] {
    let button = Button(role: role, action: { [weak self] in self?.sendActions() }) {
      if let contentView {
        ElementView(view: contentView)
      } else if let systemImage, !title.isEmpty {
        Label(title, systemImage: systemImage)
      } else if let systemImage {
        Image(systemName: systemImage)
      } else {
        Text(title)
      }
    }
    .disabled(!isEnabled)
    let name = accessibilityLabel ?? (systemImage != nil && title.isEmpty ? "" : nil)
    if let name, !name.isEmpty { return context.render(button.accessibilityLabel(name)) }
    return context.render(button)
  }
}
