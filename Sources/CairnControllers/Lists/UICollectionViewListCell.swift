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
    didSet {
      nameDetailButtons()
      setNeedsDisplay()
    }
  }
  /// What the cell shows; its text also names the cell's detail button.
  public override var contentConfiguration: (any UIContentConfiguration)? {
    didSet { nameDetailButtons() }
  }
  /// How far the row is indented, in levels.
  public var indentationLevel = 0 {
    didSet { if indentationLevel != oldValue { setNeedsDisplay() } }
  }

  /// An empty row.
  public required init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// The standard content for a list row, to fill in and set as ``UICollectionViewCell/contentConfiguration``.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }

  /// Names each detail button after the cell's text ("More info about nachos"), so that a
  /// page of rows does not offer several buttons all called "More info".
  private func nameDetailButtons() {
    guard let text = (contentConfiguration as? UIListContentConfiguration)?.text else { return }
    for accessory in accessories where accessory.isDetail {
      guard let button = accessory.view as? UIButton else { continue }
      if button.accessibilityLabel == nil || button.accessibilityLabel == "More info"
        || button.accessibilityLabel?.hasPrefix("More info about ") == true
      {
        button.accessibilityLabel = "More info about \(text)"
      }
    }
  }

  /// Draws the leading accessories, the content (tappable when selectable), then the trailing
  /// ones.
  open override func draw(in context: RenderContext) -> [Node] {
    let shown = accessories.filter(\.isShown)
    let leading = shown.filter(\.isLeading).map(\.view)
    let trailingAccessories = shown.filter { !$0.isLeading }
    let trailing =
      (trailingAccessories.filter { !$0.isSystem } + trailingAccessories.filter(\.isSystem))
      .map(\.view)
    // The content fills the row between the accessories (`.list-cell > .cell-content`).
    var nodes = context.render(
      HStack {
        SubviewsView(views: leading)
        CellContent(cell: self)
        SubviewsView(views: trailing)
      })
    if let index = nodes.firstIndex(where: { $0.tag != nil }) { nodes[index].addClass("list-cell") }
    return nodes
  }
}
