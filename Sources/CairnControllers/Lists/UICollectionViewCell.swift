import CairnWeb

/// A cell of a collection view: a content view, and a content configuration that fills it.
@MainActor
open class UICollectionViewCell: UIView {
  /// The view the cell's content is added to.
  public let contentView = UIView()
  /// What the cell shows, made into a view when set; it replaces ``contentView``'s drawing.
  public var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
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

  /// An empty cell. Cells are made by their registration, which needs this initialiser.
  public required override init() {
    super.init()
    addSubview(contentView)
  }

  /// The view drawn as the cell's content.
  var content: UIView { configuredView ?? contentView }

  /// Draws the content, tappable when the collection view can select it.
  open override func draw(in context: RenderContext) -> [Node] {
    context.render(CellContent(cell: self))
  }
}

/// A cell's content: a button selecting the cell around it, when the cell can be selected.
struct CellContent: View {
  let cell: UICollectionViewCell

  var body: some View {
    if let onTap = cell.onTap {
      Button(action: onTap) { ElementView(view: cell.content) }
    } else {
      ElementView(view: cell.content)
    }
  }
}

/// What a cell shows, which knows how to make the view showing it.
@MainActor
public protocol UIContentConfiguration {
  /// A view showing this configuration.
  func makeContentView() -> UIView
}
