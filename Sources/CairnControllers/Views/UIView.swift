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

  let changes = ViewChanges()

  /// A view with no content.
  public init() {
    id = ViewIDs.next()
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
    registrar.withMutation(of: self, keyPath: \.revision) { storedRevision &+= 1 }
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
    return view.draw(in: context.child(key: view.id))
  }
}

/// Views drawn one after another.
struct SubviewsView: View {
  let views: [UIView]

  var body: some View {
    ForEach(views, id: \.id) { ElementView(view: $0) }
  }
}
