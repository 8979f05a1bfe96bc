import Cairn
import Testing

@MainActor
@Suite("Stacks")
struct StackEngineTests {
  @MainActor @Observable
  final class AppModel {
    var path: [String] = []
    var navigationPath = UINavigationPath()
  }

  @MainActor
  final class Harness {
    let model = AppModel()
    let host = FakeHost()
    var bindings: [UIBinding<String>] = []
    var depths: [Int] = []
    var engine: StackEngine<String, FakeHost.Content>!

    init() {
      engine = StackEngine(
        path: UIBindable(model).path,
        push: { [unowned self] element, depth in
          bindings.append(element)
          depths.append(depth)
          return host.present(element.wrappedValue)
        },
        pop: { [unowned self] in host.dismiss($0) }
      )
    }
  }

  @Test func diffIsMinimal() {
    #expect(StackDiff(from: [1, 2, 3], to: [1, 2, 3]).isEmpty)
    #expect(StackDiff(from: [1, 2], to: [1, 2, 3]) == StackDiff(popCount: 0, pushes: 2..<3))
    #expect(StackDiff(from: [1, 2, 3], to: [1]) == StackDiff(popCount: 2, pushes: 1..<1))
    #expect(StackDiff(from: [1, 2, 3], to: [1, 4, 5]) == StackDiff(popCount: 2, pushes: 1..<3))
    #expect(StackDiff(from: [Int](), to: [7, 8]) == StackDiff(popCount: 0, pushes: 0..<2))
    #expect(StackDiff(from: [1, 2], to: [3]) == StackDiff(popCount: 2, pushes: 0..<1))
  }

  @Test func appendingPushesAndRemovingPops() {
    let harness = Harness()
    harness.model.path.append("detail")
    harness.engine.update()
    harness.model.path.append("meeting")
    harness.engine.update()
    #expect(harness.host.visible == ["detail", "meeting"])
    #expect(harness.depths == [1, 2])

    harness.model.path.removeLast()
    harness.engine.update()
    #expect(harness.host.visible == ["detail"])
    #expect(harness.host.log == ["present detail", "present meeting", "dismiss meeting"])
  }

  @Test func replacingThePathDoesOnlyTheNeededPopsAndPushes() {
    let harness = Harness()
    harness.model.path = ["a", "b", "c"]
    harness.engine.update()

    harness.model.path = ["a", "x", "y"]
    let diff = harness.engine.update()

    #expect(diff == StackDiff(popCount: 2, pushes: 1..<3))
    #expect(
      harness.host.log == [
        "present a", "present b", "present c", "dismiss c", "dismiss b", "present x",
        "present y",
      ])
    #expect(harness.engine.screens.map(\.name) == ["a", "x", "y"])
  }

  @Test func userBackRemovesTheLastElement() {
    let harness = Harness()
    harness.model.path = ["a", "b"]
    harness.engine.update()

    harness.engine.userDidPop(toDepth: 1)

    #expect(harness.model.path == ["a"])
    #expect(harness.host.visible == ["a"])
    #expect(harness.engine.update().isEmpty, "the engine already matches the new path")
  }

  @Test func userJumpBackRemovesSeveral() {
    let harness = Harness()
    harness.model.path = ["a", "b", "c"]
    harness.engine.update()

    harness.engine.userDidPop(toDepth: 0)

    #expect(harness.model.path.isEmpty)
    #expect(harness.host.visible.isEmpty)
    #expect(harness.host.log.suffix(3) == ["dismiss c", "dismiss b", "dismiss a"])
  }

  @Test func userBackAfterTheModelChangedThePathLeavesItAlone() {
    let harness = Harness()
    harness.model.path = ["a", "b"]
    harness.engine.update()

    harness.model.path = ["z"]
    harness.engine.userDidPop(toDepth: 1)

    #expect(harness.model.path == ["z"])
    harness.engine.update()
    #expect(harness.engine.screens.map(\.name) == ["z"])
  }

  @Test func pushedScreenBindingEditsItsElementOnly() {
    let harness = Harness()
    harness.model.path = ["a", "b"]
    harness.engine.update()

    harness.bindings[1].wrappedValue = "b2"
    #expect(harness.model.path == ["a", "b2"])

    let stale = harness.bindings[1]
    harness.model.path = ["a", "c"]
    stale.wrappedValue = "stale"
    #expect(harness.model.path == ["a", "c"], "a popped screen cannot write")
  }

  @Test func stackDrivenByObserve() async {
    let harness = Harness()
    let token = observe { harness.engine.update() }
    harness.model.path = ["a"]
    await settleObservations()
    harness.model.path.append("b")
    await settleObservations()
    #expect(harness.host.visible == ["a", "b"])
    token.cancel()
  }

  @Test func tearDownPopsEveryScreenWithoutWritingThePath() {
    let harness = Harness()
    harness.model.path = ["a", "b"]
    harness.engine.update()
    harness.engine.tearDown()
    #expect(harness.host.visible.isEmpty)
    #expect(harness.model.path == ["a", "b"])
  }

  @Test func navigationPathHoldsMixedElements() {
    var path = UINavigationPath()
    path.append("detail")
    path.append(42)
    path.append(Standup(title: "Design"))
    #expect(path.count == 3)
    #expect(path.element(at: 1, as: Int.self) == 42)
    #expect(path.element(at: 1, as: String.self) == nil)
    #expect(path.element(at: 2, as: Standup.self)?.title == "Design")

    path.removeLast(2)
    #expect(path == UINavigationPath(["detail"]))
    #expect(UINavigationPath([1]) != UINavigationPath(["1"]), "elements compare by type too")
  }

  @Test func navigationPathDrivesAStackEngine() {
    let model = AppModel()
    let host = FakeHost()
    let engine = StackEngine(
      path: UIBindable(model).navigationPath.elements,
      push: { element, _ in host.present(element.wrappedValue.description) },
      pop: { host.dismiss($0) }
    )
    model.navigationPath.append("detail")
    model.navigationPath.append(7)
    engine.update()
    #expect(host.visible == ["detail", "7"])

    engine.userDidPop(toDepth: 1)
    #expect(model.navigationPath == UINavigationPath(["detail"]))
  }
}
