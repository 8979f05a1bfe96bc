/// Whether an interface is drawn light or dark.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
  /// Follows whatever is around it.
  case unspecified
  /// Dark content on a light background.
  case light
  /// Light content on a dark background.
  case dark
}

/// The traits a dynamic colour is resolved against (the light or dark appearance), and the
/// navigation actions of the controller they were read from.
public final class UITraitCollection: Hashable, Sendable {
  /// The appearance, light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// Pushes a value onto the navigation stack controller holding the controller these traits
  /// were read from: `traitCollection.push(value: item)`.
  public let push: UIPushAction
  /// Pops or dismisses the controller these traits were read from:
  /// `traitCollection.dismiss()`.
  public let dismiss: UIDismissAction

  /// Traits with the appearance `userInterfaceStyle`.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(
      userInterfaceStyle: userInterfaceStyle, push: UIPushAction(run: nil),
      dismiss: UIDismissAction(run: nil))
  }

  init(userInterfaceStyle: UIUserInterfaceStyle, push: UIPushAction, dismiss: UIDismissAction) {
    self.userInterfaceStyle = userInterfaceStyle
    self.push = push
    self.dismiss = dismiss
  }

  /// Whether the controller these traits were read from can be dismissed: it was pushed or
  /// presented.
  public var isPresented: Bool { dismiss.run != nil }

  /// Traits with nothing specified.
  public convenience init() {
    self.init(userInterfaceStyle: .unspecified)
  }

  /// Trait collections are equal when their traits are.
  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    lhs.userInterfaceStyle == rhs.userInterfaceStyle
  }

  /// Hashes the traits.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(userInterfaceStyle)
  }
}
