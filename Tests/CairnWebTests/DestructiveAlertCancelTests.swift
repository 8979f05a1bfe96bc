import Cairn
import CairnWeb
import CairnWebTesting
import Testing

// A destructive choice never stands alone in an alert: SwiftUI adds a Cancel beside it, and so
// does CairnWeb, for alerts built from views and from AlertState alike (EP166's and
// SNInventory's delete alerts have only a Delete button).

@MainActor
private final class BinModel: ObservableObject {
  @Published var isConfirming = false
  @Published var alert: AlertState<BinAction>?
  var log: [String] = []
}

private enum BinAction: Equatable { case empty }

private struct BinView: View {
  @ObservedObject var model: BinModel

  var body: some View {
    Text("Bin")
      .alert("Empty the bin?", isPresented: $model.isConfirming) {
        Button("Empty", role: .destructive) { model.log.append("emptied") }
      }
      .alert($model.alert) { action in model.log.append("state \(String(describing: action))") }
  }
}

@MainActor
@Suite("A destructive alert button comes with a Cancel")
struct DestructiveAlertCancelTests {
  @Test func aViewBuiltAlertWithOnlyADestructiveButtonGetsACancel() async throws {
    let model = BinModel()
    model.isConfirming = true
    let host = ViewHost { BinView(model: model) }
    let alert = try #require(host.alert())
    let cancel = try #require(host.button("Cancel", in: alert))
    #expect(cancel.node.attributes["data-cancel"] != nil, "the safe choice the alert focuses")
    try await host.tap(cancel)
    #expect(!model.isConfirming)
    #expect(model.log.isEmpty, "nothing was emptied")
  }

  @Test func anAlertStateWithOnlyADestructiveButtonGetsACancel() async throws {
    let model = BinModel()
    model.alert = AlertState {
      TextState("Empty the bin?")
    } actions: {
      ButtonState(role: .destructive, action: .empty) { TextState("Empty") }
    }
    let host = ViewHost { BinView(model: model) }
    let alert = try #require(host.alert())
    try await host.tap(host.button("Cancel", in: alert))
    #expect(model.alert == nil)
    #expect(!model.log.contains("state Optional(BinAction.empty)"), "nothing was emptied")
  }

  @Test func anAlertWithItsOwnCancelGetsNoSecondOne() throws {
    let model = BinModel()
    model.alert = AlertState {
      TextState("Empty the bin?")
    } actions: {
      ButtonState(role: .destructive, action: .empty) { TextState("Empty") }
      ButtonState(role: .cancel) { TextState("Keep") }
    }
    let host = ViewHost { BinView(model: model) }
    let alert = try #require(host.alert())
    #expect(host.button("Cancel", in: alert) == nil)
    #expect(host.button("Keep", in: alert) != nil)
  }
}
