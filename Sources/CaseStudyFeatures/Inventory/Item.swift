import Cairn
import Foundation

/// A thing kept in the inventory: a name, an optional colour and whether it is in stock.
public struct Item: Equatable, Identifiable, Sendable {
  /// The item's identity, kept when it is edited.
  public let id: UUID
  /// What the item is called.
  public var name: String
  /// Its colour, if it has one.
  public var color: Color?
  /// Whether it can be had now.
  public var status: Status

  /// An item.
  public init(id: UUID, name: String = "", color: Color? = nil, status: Status) {
    self.id = id
    self.name = name
    self.color = color
    self.status = status
  }

  /// A copy of the item under a new identity, for "Duplicate".
  public func duplicate(id: UUID) -> Item {
    Item(id: id, name: name, color: color, status: status)
  }

  /// Whether an item can be had: in stock (how many), or out of stock (and whether more is on
  /// order). Edited through case bindings: `$item.status.inStock` is a binding to the quantity,
  /// `nil` while out of stock.
  @CasePathable
  public enum Status: Equatable, Sendable {
    case inStock(quantity: Int)
    case outOfStock(isOnBackOrder: Bool)

    /// Whether the item is in stock. Setting it switches the case with a sensible payload:
    /// one in stock, or out of stock and not on back order; setting the current case keeps it.
    public var isInStock: Bool {
      get { self.is(\.inStock) }
      set {
        guard newValue != isInStock else { return }
        self = newValue ? .inStock(quantity: 1) : .outOfStock(isOnBackOrder: false)
      }
    }

    /// How a row describes the status: "In stock: 3", "Out of stock", "On back order".
    public var summary: String {
      switch self {
      case .inStock(let quantity): "In stock: \(quantity)"
      case .outOfStock(let isOnBackOrder): isOnBackOrder ? "On back order" : "Out of stock"
      }
    }
  }

  /// A colour from the palette: a name and its sRGB components.
  public struct Color: Hashable, Identifiable, Sendable {
    /// The colour's name, shown in the picker.
    public var name: String
    /// Its red, green and blue components, 0 to 1.
    public var red: Double
    /// Green component, 0 to 1.
    public var green: Double
    /// Blue component, 0 to 1.
    public var blue: Double

    /// A colour is identified by its name.
    public var id: String { name }

    /// A named colour.
    public init(name: String, red: Double, green: Double, blue: Double) {
      self.name = name
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// The colour as CSS hex, `#rrggbb`.
    public var hex: String {
      "#"
        + [red, green, blue].map { component in
          let byte = Int((min(max(component, 0), 1) * 255).rounded())
          return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
    }

    /// Red, the colour the add sheet pre-fills.
    public static let red = Color(name: "Red", red: 0.86, green: 0.13, blue: 0.15)
    /// Green.
    public static let green = Color(name: "Green", red: 0.16, green: 0.6, blue: 0.28)
    /// Blue.
    public static let blue = Color(name: "Blue", red: 0.04, green: 0.4, blue: 0.85)
    /// Black.
    public static let black = Color(name: "Black", red: 0.1, green: 0.1, blue: 0.1)
    /// Yellow.
    public static let yellow = Color(name: "Yellow", red: 0.98, green: 0.8, blue: 0.1)
    /// White.
    public static let white = Color(name: "White", red: 1, green: 1, blue: 1)

    /// The palette every form starts with.
    public static let defaults: [Color] = [.red, .green, .blue, .black, .yellow, .white]
    /// The colours "Load more colours" adds.
    public static let more: [Color] = [
      Color(name: "Indigo", red: 0.35, green: 0.34, blue: 0.84),
      Color(name: "Orange", red: 1, green: 0.58, blue: 0),
      Color(name: "Pink", red: 1, green: 0.18, blue: 0.33),
      Color(name: "Teal", red: 0.19, green: 0.69, blue: 0.78),
    ]
  }
}
