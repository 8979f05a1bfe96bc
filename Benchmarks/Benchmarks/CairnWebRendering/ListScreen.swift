@_spi(Runtime) import CairnWeb

/// A screen with a 100-row list, the shape of the apps' list screens.
@MainActor @Observable
final class RowsModel {
  struct Row: Identifiable, Equatable {
    let id: Int
    var title: String
    var detail: String
  }

  var rows = (0..<100).map { Row(id: $0, title: "Row \($0)", detail: "Detail for row \($0)") }
}

struct RowsView: View {
  let model: RowsModel

  var body: some View {
    NavigationStack {
      List {
        Section("Rows") {
          ForEach(model.rows) { row in
            Button(action: {}) {
              VStack {
                Text(row.title).font(.headline)
                Text(row.detail).font(.caption)
              }
            }
          }
        }
      }
      .navigationTitle("Rows")
      .toolbar { Button("Add", systemImage: "plus") {} }
    }
  }
}

/// The same screen with each row drawn by its own view, wrapped in `.equatable()`: a change
/// to one row redraws that row, and the other 99 reuse what they drew.
struct EquatableRowsView: View {
  let model: RowsModel

  var body: some View {
    NavigationStack {
      List {
        Section("Rows") {
          ForEach(model.rows) { row in
            RowView(row: row).equatable()
          }
        }
      }
      .navigationTitle("Rows")
      .toolbar { Button("Add", systemImage: "plus") {} }
    }
  }
}

/// One row of `EquatableRowsView`.
struct RowView: View, @MainActor Equatable {
  let row: RowsModel.Row

  var body: some View {
    Button(action: {}) {
      VStack {
        Text(row.title).font(.headline)
        Text(row.detail).font(.caption)
      }
    }
  }
}
