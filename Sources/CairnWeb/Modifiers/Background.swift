extension View {
  /// Draws the views `content` builds behind this view, placed by `alignment` within the space
  /// this view takes:
  ///
  /// ```swift
  /// Text("Draft")
  ///   .padding()
  ///   .background {
  ///     RoundedRectangle(cornerRadius: 8).fill(Color.yellow)
  ///   }
  /// ```
  ///
  /// What the background declares takes effect as anywhere else: a `navigationDestination`
  /// put in an empty background (to keep it out of a lazy container) drills down.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> ModifiedView<Self> {
    layered(content(), alignment: alignment, inFront: false)
  }

  /// Draws `background` behind this view, placed by `alignment` (the older spelling of
  /// ``View/background(alignment:content:)``).
  @_disfavoredOverload
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> ModifiedView<Self> {
    layered(background, alignment: alignment, inFront: false)
  }
}
