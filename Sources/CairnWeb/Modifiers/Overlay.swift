import Foundation

extension View {
  /// Draws the views `content` builds in front of this view, placed by `alignment` within
  /// the space this view takes: a timer's caption over its ring, a badge on an icon.
  ///
  /// ```swift
  /// Circle()
  ///   .strokeBorder(lineWidth: 24)
  ///   .overlay {
  ///     Text("Blob is speaking")
  ///   }
  /// ```
  ///
  /// The view and its overlay share one grid cell, the overlay painted last; each keeps its
  /// own state.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> ModifiedView<Self> {
    layered(content(), alignment: alignment, inFront: true)
  }

  /// Draws `overlay` in front of this view, placed by `alignment` (the older spelling of
  /// ``View/overlay(alignment:content:)``).
  public func overlay<Overlay: View>(
    _ overlay: Overlay, alignment: Alignment = .center
  ) -> ModifiedView<Self> {
    layered(overlay, alignment: alignment, inFront: true)
  }

  /// This view and `layer` in one cell, the layer on top (`inFront`) or underneath.
  func layered<Layer: View>(
    _ layer: Layer, alignment: Alignment, inFront: Bool
  ) -> ModifiedView<Self> {
    modified { context, content in
      let base = context.child("overlay-base").render(content)
      var attributes = [
        "class": inFront ? "zstack overlay" : "zstack background", "style": "place-self: stretch;",
      ]
      if alignment != .center {
        attributes["style", default: ""] +=
          " justify-items: \(alignment.horizontal.css); align-items: \(alignment.vertical.css);"
      }
      let drawn = context.child(inFront ? "overlay" : "background").render(layer)
      let element = Node.element("div", attributes, children: drawn)
      return [
        .element(
          "div", ["class": "zstack"], children: inFront ? base + [element] : [element] + base)
      ]
    }
  }
}
