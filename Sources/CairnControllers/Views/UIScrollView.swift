import CairnWeb

/// A view whose content scrolls when it is larger than the view: a block that scrolls in the
/// browser. Its subviews are the content, drawn top to bottom or placed by constraints to its
/// edges.
///
/// The browser scrolls it, so the scroll position is the page's: ``contentOffset`` is what
/// code last set, not where the user has scrolled to.
@MainActor
open class UIScrollView: UIView {
  /// Whether the content scrolls.
  public var isScrollEnabled = true {
    didSet { if isScrollEnabled != oldValue { setNeedsDisplay() } }
  }
  /// Whether a vertical scroll bar is shown while scrolling (the browser's own bar).
  public var showsVerticalScrollIndicator = true {
    didSet { if showsVerticalScrollIndicator != oldValue { setNeedsDisplay() } }
  }
  /// Whether a horizontal scroll bar is shown while scrolling (the browser's own bar).
  public var showsHorizontalScrollIndicator = true {
    didSet { if showsHorizontalScrollIndicator != oldValue { setNeedsDisplay() } }
  }
  /// Whether the content bounces vertically even when it fits (the browser's own overscroll).
  public var alwaysBounceVertical = false
  /// Whether the content bounces horizontally even when it fits.
  public var alwaysBounceHorizontal = false
  /// Space around the content, drawn as padding.
  public var contentInset = UIEdgeInsets.zero {
    didSet { if contentInset != oldValue { setNeedsDisplay() } }
  }
  /// The size of the content; the browser measures it, so it is kept, not used.
  public var contentSize = CGSize.zero
  /// Where code last scrolled the content to; the browser keeps the user's own position.
  public var contentOffset = CGPoint.zero

  /// A scroll view with no content.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Scrolls to `contentOffset`; kept as ``contentOffset`` (see the type's notes).
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Draws the subviews in a block that scrolls on whichever axis its content overflows.
  open override func draw(in context: RenderContext) -> [Node] {
    var css = isScrollEnabled ? "overflow: auto;" : "overflow: hidden;"
    if !showsVerticalScrollIndicator || !showsHorizontalScrollIndicator {
      css += "scrollbar-width: none;"
    }
    if contentInset != .zero {
      css +=
        "padding: \(contentInset.top)px \(contentInset.right)px \(contentInset.bottom)px \(contentInset.left)px;"
    }
    return [
      .element(
        "div", ["class": "uiscrollview", "style": css],
        children: context.render(SubviewsView(views: subviews)))
    ]
  }
}
