import CairnControllers

extension UIColor {
  /// Secondary text that keeps a 4.5:1 contrast on a grouped list's background and on its
  /// rows, in both appearances. iOS's `secondaryLabel` is 60 % opaque grey, which falls to
  /// about 3.3:1 on the grouped background: too faint for small text on the web's
  /// accessibility bar, so the Wi-Fi screens use this one instead.
  static let readableSecondaryLabel = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(white: 0.66, alpha: 1)
      : UIColor(white: 0.36, alpha: 1)
  }
}
