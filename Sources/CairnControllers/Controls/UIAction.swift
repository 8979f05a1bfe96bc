/// What an action does when it is performed: it is handed the action.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// Something a control does: a title and an image to show, and a handler to run.
///
/// ```swift
/// let join = UIButton(type: .system, primaryAction: UIAction { _ in model.joinButtonTapped() })
/// password.addAction(UIAction { _ in model.passwordChanged() }, for: .editingChanged)
/// ```
@MainActor
public final class UIAction: UIMenuElement {
  /// Names an action, so adding another with the same identifier to a control replaces it.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's name.
    public let rawValue: String

    /// The identifier named `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// An identifier no other action has.
    static func unique() -> Identifier {
      Identifier(rawValue: "cairn.action.\(UUID().uuidString)")
    }
  }

  /// The image shown while the action is chosen (``state`` is `.on`).
  public var selectedImage: UIImage?
  /// A longer title, for searches and shortcuts lists.
  public var discoverabilityTitle: String?
  /// How the action is drawn and whether it can be performed (not while `.disabled`).
  public var attributes: Attributes
  /// Whether the action shows as chosen.
  public var state: State
  /// The action's identity among a control's actions.
  public let identifier: Identifier
  /// The control performing the action, while it runs.
  public private(set) var sender: Any?
  private let handler: UIActionHandler

  /// An action titled `title`, with an optional image, that runs `handler`.
  public init(
    title: String = "",
    subtitle: String? = nil,
    image: UIImage? = nil,
    selectedImage: UIImage? = nil,
    identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil,
    attributes: Attributes = [],
    state: State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.selectedImage = selectedImage
    self.identifier = identifier ?? .unique()
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Runs the handler, on behalf of `sender`, unless the action is disabled.
  func perform(sender: Any?) {
    guard !attributes.contains(.disabled) else { return }
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
