@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// Render identities are structured: no row id, whatever characters it holds, can take the
/// handler of another element.
@MainActor
@Suite("Render identities")
struct RenderIdentityTests {
  @MainActor @Observable
  final class Rows {
    var ids: [String]
    var tapped: [String] = []
    var deleted: [String] = []
    init(_ ids: [String]) { self.ids = ids }
  }

  struct RowsView: View {
    let model: Rows
    var body: some View {
      List {
        ForEach(model.ids, id: \.self) { id in
          Button(id) { model.tapped.append(id) }
        }
        .onDelete { offsets in
          for offset in offsets { model.deleted.append(model.ids[offset]) }
        }
      }
    }
  }

  @Test func aRowWhoseIdContainsASeparatorKeepsItsOwnHandler() async throws {
    // With identities joined by "/", the button of row "x/delete" and the delete button of
    // row "x" had the same path, so one handler id served both.
    let model = Rows(["x", "x/delete", "k", "0", "x/0"])
    let host = ViewHost { RowsView(model: model) }
    let handlers = host.tree.descendants().compactMap { $0.node.attributes["data-on-click"] }
    #expect(handlers.count == 10)
    #expect(Set(handlers).count == handlers.count, "every element has its own handler id")

    try await host.tap(host.button("x/delete"))
    #expect(model.tapped == ["x/delete"])
    #expect(model.deleted.isEmpty)

    try await host.tap(host.button("Delete x"))
    #expect(model.deleted == ["x"])
  }
}
