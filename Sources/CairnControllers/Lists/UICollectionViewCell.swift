import CairnWeb

/// A cell of a collection view: a content view, and a content configuration that fills it.
@MainActor
open class UICollectionViewCell: UIView {
  /// The view the cell's content is added to.
  public let contentView = UIView()
  /// What the cell shows, made into a view when set; it replaces ``contentView``'s drawing.
  public var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      // A configuration equal to the one shown (a reconfigured row whose text did not change)
      // keeps its view, so the page is not patched for it.
      if let old = oldValue as? any Hashable, let new = contentConfiguration as? any Hashable,
        AnyHashable(old) == AnyHashable(new), configuredView != nil
      {
        return
      }
      configuredView = contentConfiguration?.makeContentView()
      setNeedsDisplay()
    }
  }
  /// Whether the cell is selected.
  public var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsDisplay() } }
  }
  private var configuredView: UIView?
  /// What runs when the user taps the cell: its collection view selecting it.
  var onTap: (@MainActor () -> Void)?
  /// The collection view showing the cell, which decides whether it can be selected.
  weak var collectionView: UICollectionView?

  /// An empty cell. Cells are made by their registration, which needs this initialiser.
  public required override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// The view drawn as the cell's content.
  var content: UIView { configuredView ?? contentView }

  /// Draws the content, tappable when the collection view can select it.
  open override func draw(in context: RenderContext) -> [Node] {
    context.render(CellContent(cell: self))
  }
}

/// A cell's content: a button selecting the cell around it, when the cell can be selected. Its
/// element is marked `cell-content`, so that a list cell's content can fill the row between
/// its accessories.
struct CellContent: PrimitiveView {
  let cell: UICollectionViewCell

  func render(in context: RenderContext) -> [Node] {
    var nodes: [Node]
    // A cell its delegate does not let be selected (a row holding a switch) is no button.
    if let onTap = cell.onTap, cell.collectionView?.canSelect(cell) ?? true {
      nodes = context.render(Button(action: onTap) { ElementView(view: cell.content) })
    } else {
      nodes = context.render(ElementView(view: cell.content))
    }
    if let index = nodes.firstIndex(where: { $0.tag != nil }) {
      nodes[index].addClass("cell-content")
    }
    return nodes
  }
}

/// What a cell shows, which knows how to make the view showing it.
@MainActor
public protocol UIContentConfiguration {
  /// A view showing this configuration.
  func makeContentView() -> UIView
}
