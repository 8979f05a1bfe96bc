import Foundation

extension ProgressView {
  /// Progress of `value` out of `total` with no title of its own (screen readers call it
  /// "Progress"); a `nil` value means the amount is not known yet.
  ///
  /// ```swift
  /// ProgressView(value: secondsElapsed, total: meetingLength)
  /// ```
  public init<Value: BinaryFloatingPoint>(value: Value?, total: Value = 1.0) {
    self.title = "Progress"
    self.value = value.map { Double($0) }
    self.total = Double(total)
  }

  /// The progress view a ``ProgressViewStyle`` was given, drawn again from its
  /// `configuration`: how a style of your own puts the ordinary bar inside its decoration.
  ///
  /// ```swift
  /// struct FramedProgressStyle: ProgressViewStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     ZStack {
  ///       RoundedRectangle(cornerRadius: 10).fill(Color.yellow)
  ///       ProgressView(configuration).padding(.horizontal)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Inside a style's body a progress view is drawn in the automatic style (a bar), not in
  /// the style itself, so the style does not draw itself forever.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.title = configuration.figures.title
    self.value = configuration.figures.value
    self.total = configuration.figures.total
  }
}
