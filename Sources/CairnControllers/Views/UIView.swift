@_spi(Runtime) import CairnWeb
import Observation

/// A piece of screen made and changed imperatively, as in UIKit: create it once, add it to a
/// view, and set its properties whenever the state it shows changes.
///
/// Every property setter marks the view changed (``setNeedsDisplay()``); the session's live
/// render reads that mark, so the change reaches the browser in the next render, through the
/// same diff and patches as a declarative view. A plain `UIView` draws its subviews top to
/// bottom; the built-in subclasses draw a label, a button, a switch and so on.
@MainActor
open class UIView {
  /// A stable identity for the view, used to key its place on the page.
  public nonisolated let id: String
  /// Whether the view is drawn.
  public var isHidden = false {
    didSet { if isHidden != oldValue { setNeedsDisplay() } }
  }
  /// The views added to this one, in order.
  public private(set) var subviews: [UIView] = []
  /// The view this one was added to.
  public private(set) weak var superview: UIView?

  /// The view's rectangle in its superview's coordinates, as set; the browser lays views out,
  /// so it is kept but does not place the view.
  public var frame: CGRect = .zero
  /// The colour drawn behind the view's content; `nil` draws nothing.
  public var backgroundColor: UIColor? {
    didSet { if backgroundColor != oldValue { setNeedsDisplay() } }
  }
  /// The view's opacity, from 0 (invisible) to 1.
  public var alpha: CGFloat = 1 {
    didSet { if alpha != oldValue { setNeedsDisplay() } }
  }
  /// Whether the view is placed by its frame rather than by constraints. Set it to `false`
  /// before constraining the view, as in UIKit.
  public var translatesAutoresizingMaskIntoConstraints = true {
    didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { setNeedsDisplay() } }
  }
  /// How the view is moved, scaled or rotated from where it is laid out; drawn as a CSS
  /// transform.
  public var transform: CGAffineTransform = .identity {
    didSet { if transform != oldValue { setNeedsDisplay() } }
  }
  /// Whether the view (and the views inside it) takes taps and typing.
  public var isUserInteractionEnabled = true {
    didSet { if isUserInteractionEnabled != oldValue { setNeedsDisplay() } }
  }
  /// The appearance forced on this view and the views inside it; `.unspecified` follows the
  /// page.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet { if overrideUserInterfaceStyle != oldValue { setNeedsDisplay() } }
  }
  /// The space the view keeps inside its edges for its content (8 points each side by
  /// default); a stack view arranged within its margins pads its views by them.
  public var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
    didSet { if layoutMargins != oldValue { setNeedsDisplay() } }
  }
  /// ``layoutMargins`` with leading and trailing edges.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(edges: layoutMargins) }
    set { layoutMargins = newValue.edges }
  }
  private var ownTintColor: UIColor? {
    didSet { if ownTintColor != oldValue { setNeedsDisplay() } }
  }

  let changes = ViewChanges()
  /// The active constraints the view takes part in.
  var activeConstraints: [NSLayoutConstraint] = []
  /// The layout guides added to the view.
  public internal(set) var layoutGuides: [UILayoutGuide] = []
  /// The part of the view not covered by bars; in a browser page, the whole view.
  public private(set) lazy var safeAreaLayoutGuide: UILayoutGuide = {
    let guide = UILayoutGuide(identifier: "safeArea", insets: (0, 0, 0, 0))
    guide.owningView = self
    return guide
  }()
  /// The view inset by its margins (16 points at the sides, as a screen's root view has).
  public private(set) lazy var layoutMarginsGuide: UILayoutGuide = {
    let guide = UILayoutGuide(identifier: "margins", insets: (8, 16, 8, 16))
    guide.owningView = self
    return guide
  }()

  /// A view with no content, given a frame. The frame is kept, not used to place the view:
  /// the browser lays the page out (see <doc:UIKitNamesOnCairn>). As in UIKit, this is the
  /// initialiser a subclass overrides or calls (`super.init(frame: .zero)`).
  public init(frame: CGRect) {
    id = ViewIDs.next()
    self.frame = frame
  }

  /// The view's drawing layer: rounded corners, a border, clipping.
  public private(set) lazy var layer = CALayer(view: self)

  /// Called when fingers touch the view. The browser sends no touches to the server, so it is
  /// never called on the web (see <doc:UIKitNamesOnCairn>).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Called when touching fingers move; never called on the web.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Called when fingers leave the view; never called on the web.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Called when the system cancels touches; never called on the web.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// A view with no content and a zero frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// The colour of the view's tinted content (a button's title, an icon): its own, else its
  /// superview's, else the page's accent colour. Setting `nil` goes back to inheriting.
  public var tintColor: UIColor! {
    get { ownTintColor ?? superview?.tintColor ?? .tintColor }
    set { ownTintColor = newValue }
  }

  /// The traits the view is drawn with: the appearance it forces, if any.
  public var traitCollection: UITraitCollection {
    var view: UIView? = self
    while let current = view {
      if current.overrideUserInterfaceStyle != .unspecified {
        return UITraitCollection(userInterfaceStyle: current.overrideUserInterfaceStyle)
      }
      view = current.superview
    }
    return UITraitCollection(userInterfaceStyle: .unspecified)
  }

  /// The CSS the view's own properties add to what it draws.
  var appearanceDeclarations: String {
    var css = ""
    if let backgroundColor { css += "background: \(backgroundColor.cssValue);" }
    if let ownTintColor {
      css += "color: \(ownTintColor.cssValue); --tint: \(ownTintColor.cssValue);"
    }
    if !isUserInteractionEnabled { css += "pointer-events: none;" }
    css += layer.declarations
    if alpha < 1 { css += "opacity: \(Double((max(alpha, 0) * 1000).rounded() / 1000));" }
    switch overrideUserInterfaceStyle {
    case .light: css += "color-scheme: light;"
    case .dark: css += "color-scheme: dark;"
    case .unspecified: break
    }
    return css
  }

  /// Adds `view` after the other subviews, taking it from its old superview.
  public func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    setNeedsDisplay()
  }

  /// Takes the view out of its superview.
  public func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    superview.setNeedsDisplay()
  }

  /// Marks the view changed, so the next render draws it again. Property setters call it; a
  /// subclass calls it when its own drawn state changes.
  public func setNeedsDisplay() {
    changes.bump()
  }

  /// Draws the view from its current properties, as CairnWeb content rendered in `context`.
  /// A plain view draws its subviews top to bottom; subclasses draw their control.
  open func draw(in context: RenderContext) -> [Node] {
    context.render(SubviewsView(views: subviews))
  }
}

/// The change mark of one view: the live render reads it, so a setter's mark causes a render.
///
/// Marking does not read the mark: a controller's `observe` closure that sets a property must
/// not come to depend on the view it writes, or it would re-run itself.
@MainActor
final class ViewChanges: Observable {
  private let registrar = ObservationRegistrar()
  private var storedRevision = 0

  /// The mark, read by the render (and tracked).
  var revision: Int {
    registrar.access(self, keyPath: \.revision)
    return storedRevision
  }

  /// Moves the mark on, without reading it.
  func bump() {
    guard Self.quietDepth == 0 else {
      storedRevision &+= 1
      return
    }
    registrar.withMutation(of: self, keyPath: \.revision) { storedRevision &+= 1 }
  }

  /// How many ``quietly(_:)`` calls are running.
  private static var quietDepth = 0

  /// Runs `change` with views' marks moved on but not told to the render: for changes made
  /// while their position renders (a representable's `updateUIView`), which that render
  /// draws anyway. Telling them would render the position again, and update it again.
  static func quietly<Result>(_ change: () -> Result) -> Result {
    quietDepth += 1
    defer { quietDepth -= 1 }
    return change()
  }
}

/// Hands out view identities.
@MainActor
enum ViewIDs {
  private static var last = 0

  static func next() -> String {
    last += 1
    return "v\(last)"
  }
}

/// Draws one view (nothing while it is hidden), keyed by its identity.
struct ElementView: PrimitiveView {
  let view: UIView

  func render(in context: RenderContext) -> [Node] {
    _ = view.changes.revision
    guard !view.isHidden else { return [] }
    var nodes = view.draw(in: context.child(key: view.id))
    let css = view.appearanceDeclarations + LayoutCSS.declarations(for: view)
    guard !css.isEmpty else { return nodes }
    // The view's own element carries its appearance; a view that draws several nodes (a plain
    // view's subviews) gets an element of its own for it.
    // A view holding views placed by constraints is their containing block, so it needs an
    // element of its own even when it draws a single subview.
    if nodes.count == 1, nodes[0].tag != nil, !view.subviews.contains(where: LayoutCSS.isPlaced) {
      nodes[0].attributes["style", default: ""] += css
      return nodes
    }
    return [.element("div", ["class": "uiview", "style": css], children: nodes)]
  }
}

/// Views drawn one after another.
struct SubviewsView: View {
  let views: [UIView]

  var body: some View {
    ForEach(views, id: \.id) { ElementView(view: $0) }
  }
}
