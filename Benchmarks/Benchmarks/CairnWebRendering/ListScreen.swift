@_spi(Runtime) import CairnWeb

/// A screen with a 100-row list, the shape of the apps' list screens.
@MainActor @Observable
final class RowsModel {
  struct Row: Identifiable {
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
