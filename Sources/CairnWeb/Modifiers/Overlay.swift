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
    layered(content(), alignment: alignment)
  }

  /// Draws `overlay` in front of this view, placed by `alignment` (the older spelling of
  /// ``View/overlay(alignment:content:)``).
  public func overlay<Overlay: View>(
    _ overlay: Overlay, alignment: Alignment = .center
  ) -> ModifiedView<Self> {
    layered(overlay, alignment: alignment)
  }

  /// This view and `overlay` in one cell, the overlay on top.
  private func layered<Overlay: View>(
    _ overlay: Overlay, alignment: Alignment
  ) -> ModifiedView<Self> {
    modified { context, content in
      let base = context.child("overlay-base").render(content)
      var layer = ["class": "zstack overlay", "style": "place-self: stretch;"]
      if alignment != .center {
        layer["style", default: ""] +=
          " justify-items: \(alignment.horizontal.css); align-items: \(alignment.vertical.css);"
      }
      let front = context.child("overlay").render(overlay)
      return [
        .element(
          "div", ["class": "zstack"],
          children: base + [.element("div", layer, children: front)])
      ]
    }
  }
}
