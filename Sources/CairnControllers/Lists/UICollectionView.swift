import CairnWeb

/// A list of sections of cells, filled by a ``UICollectionViewDiffableDataSource``.
///
/// Each cell keeps its place on the page for as long as its item is in the snapshots applied,
/// so applying a snapshot in which one item changed patches that one row.
@MainActor
open class UICollectionView: UIView {
  struct Row {
    let key: String
    let cell: UIView
  }

  struct Section {
    let key: String
    let header: String?
    let rows: [Row]
  }

  var sections: [Section] = [] {
    didSet { setNeedsDisplay() }
  }

  /// An empty list.
  public override init() {
    super.init()
  }

  /// The cells shown, section by section.
  public var visibleCells: [UIView] { sections.flatMap { $0.rows.map(\.cell) } }

  /// Draws a list with a section per snapshot section.
  open override func draw(in context: RenderContext) -> [Node] {
    context.render(
      List {
        ForEach(sections, id: \.key) { section in
          if let header = section.header {
            CairnWeb.Section(header) { CellRows(rows: section.rows) }
          } else {
            CairnWeb.Section { CellRows(rows: section.rows) }
          }
        }
      })
  }
}

/// The rows of one section.
struct CellRows: View {
  let rows: [UICollectionView.Row]

  var body: some View {
    ForEach(rows, id: \.key) { ElementView(view: $0.cell) }
  }
}
