/// Whether an interface is drawn light or dark.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
  /// Follows whatever is around it.
  case unspecified
  /// Dark content on a light background.
  case light
  /// Light content on a dark background.
  case dark
}

/// The traits a dynamic colour is resolved against: here, the light or dark appearance.
public final class UITraitCollection: Hashable, Sendable {
  /// The appearance, light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle

  /// Traits with the appearance `userInterfaceStyle`.
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
  }

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
