/// How a button is drawn, as in SwiftUI's button styles.
public enum ButtonStyle: Hashable, Sendable {
  /// The default for where the button is: plain text in the tint colour.
  case automatic
  /// A tinted, rounded background behind the title: a secondary action that reads as a
  /// button.
  case bordered
  /// Filled with the tint colour: the screen's primary action.
  case borderedProminent
  /// No tint and no background: the title as it is.
  case plain

  var cssClass: String? {
    switch self {
    case .automatic: nil
    case .bordered: "style-bordered"
    case .borderedProminent: "style-prominent"
    case .plain: "style-plain"
    }
  }
}

/// How a ``Picker`` shows its options.
public enum PickerStyle: Hashable, Sendable {
  /// A menu (`<select>`) of the options' text.
  case menu
  /// Every option drawn in place, as its own views, one of them selected (a radio group):
  /// for options that are best seen, such as colours.
  case inline
}

/// How a row's background travels from the row's content to the row.
enum RowBackground {
  static let attribute = "data-row-background"
}

extension View {
  /// Draws the buttons in this view in `style`.
  public func buttonStyle(_ style: ButtonStyle) -> ModifiedView<Self> {
    environment(\.buttonStyle, style)
  }

  /// Shows the options of the pickers in this view in `style`.
  public func pickerStyle(_ style: PickerStyle) -> ModifiedView<Self> {
    environment(\.pickerStyle, style)
  }

  /// Tints the controls in this view with `color`: a button's title, or the fill of a
  /// prominent button.
  public func tint(_ color: Color) -> ModifiedView<Self> {
    mapElements { node in
      node.attributes["style", default: ""] += "--tint: \(color.css);"
    }
  }

  /// Draws `color` behind the whole row of a ``List`` or ``Form`` this view is the content
  /// of.
  public func listRowBackground(_ color: Color) -> ModifiedView<Self> {
    mapElements { node in
      node.attributes[RowBackground.attribute] = color.css
    }
  }
}
