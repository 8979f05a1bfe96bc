import Cairn
import Testing

@MainActor
@Suite("Nested navigation")
struct NestedNavigationTests {
  /// A screen pushed on a stack that can drill down to a child, which can show a sheet.
  @MainActor @Observable
  final class DetailModel: Hashable {
    var drillDown: FeatureModel?
    nonisolated static func == (lhs: DetailModel, rhs: DetailModel) -> Bool { lhs === rhs }
    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  @MainActor @Observable
  final class RootModel {
    var path: [DetailModel] = []
  }

  @Test func sheetInsideDrillDownInsideStack() async {
    let root = RootModel()
    let host = FakeHost()
    var tokens: [ObserveToken] = []

    let stack = StackEngine(
      path: UIBindable(root).path,
      push: { detail, depth in
        let screen = host.present("detail \(depth)")
        let drillDown = PresentationEngine(
          item: UIBindable(detail.wrappedValue).drillDown,
          present: { feature in
            let child = host.present("drill-down")
            let sheet = PresentationEngine(
              item: FeatureView(model: feature.wrappedValue).$model.destination.add,
              present: { host.present("sheet \($0.wrappedValue.title)") },
              dismiss: { host.dismiss($0) }
            )
            tokens.append(observe { sheet.update() })
            child.children.append { sheet.tearDown() }
            return child
          },
          dismiss: { host.dismiss($0) }
        )
        tokens.append(observe { drillDown.update() })
        screen.children.append { drillDown.tearDown() }
        return screen
      },
      pop: { host.dismiss($0) }
    )
    tokens.append(observe { stack.update() })

    // Deep link: build the whole state at once.
    let detail = DetailModel()
    let feature = FeatureModel(destination: .add(FormModel(title: "Deep")))
    detail.drillDown = feature
    root.path = [detail]
    await settleObservations()
    #expect(host.visible == ["detail 1", "drill-down", "sheet Deep"])

    // The user dismisses the sheet: only the sheet goes.
    feature.destination = nil
    await settleObservations()
    #expect(host.visible == ["detail 1", "drill-down"])

    // Popping the stack takes the drill-down (and anything it shows) with it.
    feature.destination = .add(FormModel(title: "Again"))
    await settleObservations()
    stack.userDidPop(toDepth: 0)
    #expect(root.path.isEmpty)
    #expect(host.visible.isEmpty)
    #expect(
      host.log.suffix(3) == ["dismiss sheet Again", "dismiss drill-down", "dismiss detail 1"])
    for token in tokens { token.cancel() }
  }
}
