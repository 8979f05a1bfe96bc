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
