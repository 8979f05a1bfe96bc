import CairnWeb

/// A spinner showing that work is under way; hidden while stopped unless told otherwise.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .medium)
/// spinner.startAnimating()
/// ```
@MainActor
open class UIActivityIndicatorView: UIView {
  /// The spinner's size.
  public enum Style: Int, Sendable {
    /// The medium spinner.
    case medium
    /// The large spinner.
    case large
  }

  /// The spinner's size.
  public var style: Style {
    didSet { if style != oldValue { setNeedsDisplay() } }
  }
  /// Whether the spinner turns.
  public private(set) var isAnimating = false
  /// Whether the spinner disappears while stopped.
  public var hidesWhenStopped = true {
    didSet { if hidesWhenStopped != oldValue { setNeedsDisplay() } }
  }
  /// What the work is, for screen readers.
  public var accessibilityLabel = "In progress" {
    didSet { if accessibilityLabel != oldValue { setNeedsDisplay() } }
  }

  /// A stopped spinner of `style`.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
  }

  /// A stopped medium spinner, given a frame (kept, not used to place it).
  public override init(frame: CGRect) {
    self.style = .medium
    super.init(frame: frame)
  }

  /// Starts the spinner.
  public func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    setNeedsDisplay()
  }

  /// Stops the spinner.
  public func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    setNeedsDisplay()
  }

  /// Draws an indeterminate progress indicator while animating.
  open override func draw(in context: RenderContext) -> [Node] {
    guard isAnimating || !hidesWhenStopped else { return [] }
    return context.render(ProgressView(accessibilityLabel))
  }
}
