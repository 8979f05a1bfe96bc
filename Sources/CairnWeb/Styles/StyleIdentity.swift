/// How a style set for a subtree compares with another render's, so a remembered drawing is
/// reused only under the same style: the same type, and an equal value (a style with no
/// stored properties has one value; one that is `Equatable` compares by `==`; any other never
/// compares equal).
struct StyleIdentity: Equatable {
  let type: ObjectIdentifier
  private let value: Any
  private let isEqual: (Any) -> Bool

  init<Style>(_ style: Style) {
    type = ObjectIdentifier(Style.self)
    value = style
    if MemoryLayout<Style>.size == 0 {
      isEqual = { _ in true }
    } else if let equatable = style as? any Equatable {
      isEqual = { other in Self.equals(equatable, other) }
    } else {
      isEqual = { _ in false }
    }
  }

  private static func equals<Value: Equatable>(_ value: Value, _ other: Any) -> Bool {
    (other as? Value) == value
  }

  static func == (lhs: StyleIdentity, rhs: StyleIdentity) -> Bool {
    lhs.type == rhs.type && lhs.isEqual(rhs.value)
  }
}

/// The styles set for a subtree with `buttonStyle(_:)`, `labelStyle(_:)` and
/// `progressViewStyle(_:)`, kept in the environment; `nil` where none was set (the
/// automatic style).
struct ControlStyles: Equatable {
  var button: AnyButtonStyle?
  var label: AnyLabelStyle?
  var progressView: AnyProgressViewStyle?
}

/// A view drawn by a closure of the context it is rendered in: the pieces a style's
/// configuration hands its body (a button's label, a label's title), drawn wherever the body
/// puts them.
struct RenderedPiece {
  let draw: @MainActor (RenderContext) -> [Node]
}
