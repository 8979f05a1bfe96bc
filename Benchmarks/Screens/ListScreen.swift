@_spi(Runtime) import CairnWeb

/// A model with a 100-row list, the shape of the apps' list screens.
@MainActor @Observable
public final class RowsModel {
  /// One row's data.
  public struct Row: Identifiable, Equatable, Sendable {
    /// The row's identity.
    public let id: Int
    /// The row's first line.
    public var title: String
    /// The row's second line.
    public var detail: String
  }

  /// A model with 100 rows.
  public init() {}

  /// The rows, in order.
  public var rows = (0..<100).map { Row(id: $0, title: "Row \($0)", detail: "Detail for row \($0)") }
}

/// A screen with the 100-row list, every row drawn again whenever the list is.
public struct RowsView: View {
  let model: RowsModel

  /// The screen for `model`.
  public init(model: RowsModel) { self.model = model }

  /// The list, each row a plain view.
  public var body: some View {
    RowsScreen(rows: model.rows) { RowView(row: $0) }
  }
}

/// The same screen with each row drawn by its own view, wrapped in `.equatable()`: a change
/// to one row redraws that row, and the other 99 reuse what they drew.
public struct EquatableRowsView: View {
  let model: RowsModel

  /// The screen for `model`.
  public init(model: RowsModel) { self.model = model }

  /// The list, each row an equatable view.
  public var body: some View {
    RowsScreen(rows: model.rows) { RowView(row: $0).equatable() }
  }
}

/// The screen both list views draw: a titled stack with one section of `rows`.
struct RowsScreen<Row: View>: View {
  let rows: [RowsModel.Row]
  let row: (RowsModel.Row) -> Row

  var body: some View {
    NavigationStack {
      List {
        Section("Rows") {
          ForEach(rows) { row($0) }
        }
      }
      .navigationTitle("Rows")
      .toolbar { Button("Add", systemImage: "plus") {} }
    }
  }
}

/// One row of the list.
public struct RowView: View, @MainActor Equatable {
  let row: RowsModel.Row

  /// The row drawn from `row`'s data.
  public var body: some View {
    Button(action: {}) {
      VStack {
        Text(row.title).font(.headline)
        Text(row.detail).font(.caption)
      }
    }
  }
}
