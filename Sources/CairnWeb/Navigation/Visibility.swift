import Cairn

/// Whether something is shown: SwiftUI's name for the choice a confirmation dialog makes about
/// its title (`titleVisibility:`).
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The renderer decides; a confirmation dialog shows its title when it has a message.
  case automatic
  /// Always shown.
  case visible
  /// Not shown (a dialog's title still names it for assistive technology).
  case hidden

  /// The visibility a `ConfirmationDialogState` asks for.
  public init(_ visibility: ConfirmationDialogStateTitleVisibility) {
    switch visibility {
    case .automatic: self = .automatic
    case .visible: self = .visible
    case .hidden: self = .hidden
    }
  }

  /// Whether a dialog's title is shown, given whether it has a message.
  func showsTitle(hasMessage: Bool) -> Bool {
    switch self {
    case .automatic: hasMessage
    case .visible: true
    case .hidden: false
    }
  }
}
