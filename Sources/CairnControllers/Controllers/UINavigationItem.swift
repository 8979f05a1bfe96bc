import CairnWeb
import Observation

/// The buttons of a controller's title bar.
@MainActor @Observable
public final class UINavigationItem {
  /// The title shown in the title bar; the controller's `title` sets it too.
  public var title: String?
  /// The single button on the leading side (the first of ``leftBarButtonItems``).
  public var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems.first }
    set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
  }
  /// The single button on the trailing side (the first of ``rightBarButtonItems``).
  public var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems.first }
    set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
  }
  /// Buttons on the leading side (a "Cancel").
  public var leftBarButtonItems: [UIBarButtonItem] = []
  /// Buttons on the trailing side (a "Join", a "Done").
  public var rightBarButtonItems: [UIBarButtonItem] = []

  nonisolated init() {}
}

/// A title-bar button.
@MainActor @Observable
public final class UIBarButtonItem {
  /// How the button is drawn.
  public enum Style: Sendable {
    /// An ordinary button.
    case plain
    /// The button that confirms the screen, drawn emphasised.
    case done
  }

  /// The button's title.
  public var title: String
  /// How it is drawn.
  public var style: Style
  /// Whether taps do anything.
  public var isEnabled = true
  /// Whether it shows progress instead of its title (work under way).
  public var isBusy = false
  /// The button's image.
  public var image: UIImage?
  /// The action a tap performs, for a button made with one.
  public var primaryAction: UIAction?
  @ObservationIgnored private let action: Action

  enum Action {
    case sync(@MainActor () -> Void)
    case async(@MainActor () async -> Void)
  }

  /// A button titled `title` that runs `action`.
  public init(title: String, style: Style = .plain, action: @escaping @MainActor () -> Void) {
    self.title = title
    self.style = style
    self.action = .sync(action)
  }

  /// A button titled `title` whose action is async work the runtime tracks (a join, a save).
  public init(
    title: String,
    style: Style = .plain,
    action: @escaping @MainActor () async -> Void
  ) {
    self.title = title
    self.style = style
    self.action = .async(action)
  }

  /// A button showing `title` (else the action's title) or `image`, performing
  /// `primaryAction` when tapped.
  public convenience init(
    title: String? = nil,
    image: UIImage? = nil,
    primaryAction: UIAction? = nil
  ) {
    self.init(title: title ?? primaryAction?.title ?? "", style: .plain, action: {})
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
  }

  /// Runs the action, as a tap does, and returns when it is done.
  public func sendAction() async {
    guard isEnabled, !isBusy else { return }
    switch action {
    case .sync(let run): run()
    case .async(let run): await run()
    }
    primaryAction?.perform(sender: self)
  }
}
