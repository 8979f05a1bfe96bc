import CairnWeb

/// A list row: content in the middle, accessories at its edges.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// cell.contentConfiguration = content
/// cell.accessories = [.customView(configuration: .init(customView: UISwitch(isOn: $model.isOn), placement: .trailing()))]
/// ```
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories, drawn leading or trailing in order.
  public var accessories: [UICellAccessory] = [] {
    didSet { setNeedsDisplay() }
  }
  /// How far the row is indented, in levels.
  public var indentationLevel = 0 {
    didSet { if indentationLevel != oldValue { setNeedsDisplay() } }
  }

  /// An empty row.
  public required init() {
    super.init()
  }

  /// The standard content for a list row, to fill in and set as ``UICollectionViewCell/contentConfiguration``.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }

  /// Draws the leading accessories, the content (tappable when selectable), then the trailing
  /// ones.
  open override func draw(in context: RenderContext) -> [Node] {
    let shown = accessories.filter(\.isShown)
    let leading = shown.filter(\.isLeading).map(\.view)
    let trailing = shown.filter { !$0.isLeading }.map(\.view)
    return context.render(
      HStack {
        SubviewsView(views: leading)
        CellContent(cell: self)
        Spacer()
        SubviewsView(views: trailing)
      })
  }
}
