import Foundation

/// The CSS of the layout modifiers: sizes in points become pixels.
enum LayoutCSS {
  /// `value` as a CSS length: points as pixels, `.infinity` as the whole of the space.
  static func length(_ value: CGFloat) -> String {
    value.isInfinite ? "100%" : Slider.format(Double(value)) + "px"
  }

  /// The declarations placing content within a frame at `alignment`.
  static func placement(_ alignment: Alignment) -> String {
    let vertical = alignment.vertical.css.hasSuffix("baseline") ? "start" : alignment.vertical.css
    return "display: flex; flex-direction: column; align-items: \(alignment.horizontal.css);"
      + " justify-content: \(vertical);"
  }
}

/// How large icons are drawn beside text, for ``View/imageScale(_:)``.
public enum ImageScale: Hashable, Sendable {
  /// Smaller than the text around it.
  case small
  /// The size of the text around it.
  case medium
  /// Larger than the text around it.
  case large

  var size: String {
    switch self {
    case .small: "0.8em"
    case .medium: "1em"
    case .large: "1.3em"
    }
  }
}

/// How the lines of a multi-line text line up, for ``View/multilineTextAlignment(_:)``.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Along the leading edge.
  case leading
  /// Centred.
  case center
  /// Along the trailing edge.
  case trailing

  var css: String {
    switch self {
    case .leading: "start"
    case .center: "center"
    case .trailing: "end"
    }
  }
}

extension View {
  /// Gives the view a fixed `width` and `height` in points (either may be left out), placing
  /// its content at `alignment`.
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> ModifiedView<Self> {
    var style = ""
    if let width { style += "width: \(LayoutCSS.length(width)); flex-shrink: 0;" }
    if let height { style += "height: \(LayoutCSS.length(height));" }
    if width != nil || height != nil, alignment != .center {
      style += LayoutCSS.placement(alignment)
    }
    let declarations = style
    return mapElements { node in node.attributes["style", default: ""] += declarations }
  }

  /// Bounds the view's size in points; a maximum of `.infinity` lets it fill the space it is
  /// given, and the ideal sizes are accepted for source compatibility.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> ModifiedView<Self> {
    var style = ""
    if let minWidth { style += "min-width: \(LayoutCSS.length(minWidth));" }
    if let maxWidth {
      style +=
        maxWidth.isInfinite
        ? "width: 100%; max-width: 100%; flex-grow: 1;"
        : "max-width: \(LayoutCSS.length(maxWidth));"
    }
    if let minHeight { style += "min-height: \(LayoutCSS.length(minHeight));" }
    if let maxHeight {
      style +=
        maxHeight.isInfinite
        ? "height: 100%; max-height: 100%; flex-grow: 1;"
        : "max-height: \(LayoutCSS.length(maxHeight));"
    }
    if maxWidth?.isInfinite == true || maxHeight?.isInfinite == true {
      style += LayoutCSS.placement(alignment)
    }
    let declarations = style
    return mapElements { node in node.attributes["style", default: ""] += declarations }
  }

  /// Draws a `width`-point line of `color` around the view, inside its bounds.
  public func border(_ color: Color, width: CGFloat = 1) -> ModifiedView<Self> {
    let declaration = "box-shadow: inset 0 0 0 \(LayoutCSS.length(width)) \(color.css);"
    return mapElements { node in node.attributes["style", default: ""] += declaration }
  }

  /// Keeps the view at its natural size in the directions given: it neither shrinks nor
  /// wraps to fit.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ModifiedView<Self> {
    var style = ""
    if horizontal { style += "flex-shrink: 0; white-space: nowrap;" }
    if vertical { style += "height: auto;" }
    let declarations = style
    return mapElements { node in node.attributes["style", default: ""] += declarations }
  }

  /// Draws the icons in this view at `scale` relative to the text around them.
  public func imageScale(_ scale: ImageScale) -> ModifiedView<Self> {
    let declaration = "width: \(scale.size); height: \(scale.size);"
    func scaleIcons(_ node: inout Node) {
      if node.tag == "svg" { node.attributes["style", default: ""] += declaration }
      for index in node.children.indices { scaleIcons(&node.children[index]) }
    }
    return mapElements(scaleIcons)
  }

  /// Draws the view's text and icons in `color` (SwiftUI's `foregroundStyle` with a colour).
  public func foregroundStyle(_ color: Color) -> ModifiedView<Self> {
    foregroundColor(color)
  }

  /// Shows at most `limit` lines of the view's text, ending the last with an ellipsis;
  /// `nil` shows every line.
  public func lineLimit(_ limit: Int?) -> ModifiedView<Self> {
    let declarations =
      limit.map {
        "display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: \(max($0, 1));"
          + " overflow: hidden;"
      } ?? ""
    return mapElements { node in node.attributes["style", default: ""] += declarations }
  }

  /// Lines up the lines of the view's multi-line text along `alignment`.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView<Self> {
    let declaration = "text-align: \(alignment.css);"
    return mapElements { node in node.attributes["style", default: ""] += declaration }
  }
}
