/// An image: here, one of the built-in symbols, optionally drawn for a variable value.
///
/// ```swift
/// let signal = UIImageView(image: UIImage(systemName: "wifi", variableValue: 0.5))
/// ```
public final class UIImage: Hashable, Sendable {
  /// The symbol's name (`"lock.fill"`, `"wifi"`…), for a symbol image.
  public let systemName: String?
  /// The value a variable symbol is drawn for, 0 to 1.
  public let variableValue: Double?

  init(symbol: String, variableValue: Double?) {
    systemName = symbol
    self.variableValue = variableValue
  }

  /// The symbol named `name`.
  public convenience init?(systemName name: String) {
    self.init(symbol: name, variableValue: nil)
  }

  /// The symbol named `name`, drawn for `variableValue` (0 to 1).
  public convenience init?(systemName name: String, variableValue: Double) {
    self.init(symbol: name, variableValue: variableValue)
  }

  /// Images are equal when they draw the same symbol for the same value.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.systemName == rhs.systemName && lhs.variableValue == rhs.variableValue
  }

  /// Hashes the symbol and its value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(systemName)
    hasher.combine(variableValue)
  }
}
