/// What an action does when it is performed: it is handed the action.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// Something a control does: a title and an image to show, and a handler to run.
///
/// ```swift
/// let join = UIButton(type: .system, primaryAction: UIAction { _ in model.joinButtonTapped() })
/// password.addAction(UIAction { _ in model.passwordChanged() }, for: .editingChanged)
/// ```
@MainActor
public final class UIAction {
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

  /// The title a control shows for the action (a button's title when it is the primary action).
  public var title: String
  /// A second line under the title.
  public var subtitle: String?
  /// The image a control shows for the action.
  public var image: UIImage?
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
    identifier: Identifier? = nil,
    handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.identifier = identifier ?? .unique()
    self.handler = handler
  }

  /// Runs the handler, on behalf of `sender`.
  func perform(sender: Any?) {
    self.sender = sender
    defer { self.sender = nil }
    handler(self)
  }
}
