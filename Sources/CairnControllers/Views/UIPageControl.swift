@_spi(Runtime) import CairnWeb

/// A row of dots, one per page, the current one filled. Pressing a dot changes
/// ``currentPage`` and sends `.valueChanged`; made with a binding
/// (`UIPageControl(currentPage: $model.page)`), the page is the model's, both ways.
@MainActor
open class UIPageControl: UIControl {
  /// How many dots.
  public var numberOfPages = 0 {
    didSet {
      guard numberOfPages != oldValue else { return }
      if currentPage >= numberOfPages { currentPage = max(numberOfPages - 1, 0) }
      setNeedsDisplay()
    }
  }
  /// Whether a control with one page draws nothing.
  public var hidesForSinglePage = false {
    didSet { if hidesForSinglePage != oldValue { setNeedsDisplay() } }
  }
  /// The colour of the dots of other pages; `nil` is a faint grey.
  public var pageIndicatorTintColor: UIColor? {
    didSet { if pageIndicatorTintColor != oldValue { setNeedsDisplay() } }
  }
  /// The colour of the current page's dot; `nil` is the label colour.
  public var currentPageIndicatorTintColor: UIColor? {
    didSet { if currentPageIndicatorTintColor != oldValue { setNeedsDisplay() } }
  }
  private let controlValue = ControlValue(0)
  /// The dots of other pages: grey that keeps 3:1 against the system backgrounds.
  private static let otherPageColor = UIColor(light: "#767680", dark: "#98989f")

  /// A control with no pages.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A control bound to `currentPage`.
  public convenience init(frame: CGRect = .zero, currentPage: UIBinding<Int>) {
    self.init(frame: frame)
    bind(currentPage: currentPage)
  }

  /// Binds the current page to `currentPage` until the returned token is cancelled.
  @discardableResult
  public func bind(currentPage: UIBinding<Int>) -> ObserveToken {
    defer { setNeedsDisplay() }
    return controlValue.bind(currentPage)
  }

  /// The page whose dot is filled, kept within the pages. Setting it sends no event (for a
  /// bound control, it writes the binding).
  public var currentPage: Int {
    get { controlValue.value }
    set {
      controlValue.set(min(max(newValue, 0), max(numberOfPages - 1, 0)))
      setNeedsDisplay()
    }
  }

  /// Presses the dot of `page`, as the user does: the page changes, then `.valueChanged` is
  /// sent.
  public func userSelected(page: Int) {
    guard isEnabled, page != currentPage, (0..<numberOfPages).contains(page) else { return }
    currentPage = page
    sendActions(for: .valueChanged)
  }

  /// Draws a dot button per page; the current one is marked for screen readers.
  open override func draw(in context: RenderContext) -> [Node] {
    guard !(hidesForSinglePage && numberOfPages <= 1) else { return [] }
    let current = currentPage
    let count = numberOfPages
    let enabled = isEnabled
    let other = Color(uiColor: pageIndicatorTintColor ?? Self.otherPageColor)
    let filled = Color(uiColor: currentPageIndicatorTintColor ?? .label)
    return context.render(
      HStack(spacing: 8) {
        ForEach(0..<count, id: \.self) { page in
          Button(action: { [weak self] in self?.userSelected(page: page) }) {
            Image(systemName: page == current ? "circle.fill" : "circle")
          }
          .accessibilityLabel("Page \(page + 1) of \(count)")
          .accessibilityValue(page == current ? "current" : "")
          .foregroundColor(page == current ? filled : other)
          .disabled(!enabled)
        }
      })
  }
}
