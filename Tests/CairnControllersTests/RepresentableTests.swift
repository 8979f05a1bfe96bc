import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

@MainActor @Observable
private final class Scoreboard {
  var score = 0
  var showsLabel = true
}

/// Records what the representable's life cycle did, in order.
@MainActor
private final class LifeLog {
  var entries: [String] = []
}

/// A UIKit label wrapped the way SwiftUI code wraps one.
private struct ScoreLabel: UIViewRepresentable {
  let score: Int
  let log: LifeLog

  final class Coordinator {
    let log: LifeLog
    var updates = 0
    init(log: LifeLog) { self.log = log }
  }

  func makeCoordinator() -> Coordinator {
    log.entries.append("coordinator")
    return Coordinator(log: log)
  }

  func makeUIView(context: Context) -> UILabel {
    log.entries.append("make")
    return UILabel()
  }

  func updateUIView(_ label: UILabel, context: Context) {
    context.coordinator.updates += 1
    log.entries.append("update \(score)")
    label.text = "Score \(score) (update \(context.coordinator.updates))"
  }

  static func dismantleUIView(_ label: UILabel, coordinator: Coordinator) {
    coordinator.log.entries.append("dismantle after \(coordinator.updates) updates")
  }
}

private struct ScoreScreen: View {
  let board: Scoreboard
  let log: LifeLog

  var body: some View {
    VStack {
      if board.showsLabel {
        ScoreLabel(score: board.score, log: log)
      }
      Button("Score") { board.score += 1 }
    }
  }
}

/// A controller wrapped with `UIViewControllerRepresentable`, with no coordinator.
private struct GreetingController: UIViewControllerRepresentable {
  let name: String

  final class Controller: UIViewController {
    let label = UILabel()
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(label)
    }
  }

  func makeUIViewController(context: Context) -> Controller { Controller() }

  func updateUIViewController(_ controller: Controller, context: Context) {
    controller.label.text = "Hello, \(name)"
  }
}

@MainActor
@Suite("CairnControllers: UIViewRepresentable and UIViewControllerRepresentable")
struct RepresentableTests {
  @Test func theViewIsMadeOnceAndUpdatedOnEveryRender() async throws {
    let board = Scoreboard()
    let log = LifeLog()
    let host = ViewHost { ScoreScreen(board: board, log: log) }
    #expect(host.contains(text: "Score 0 (update 1)"))

    try await host.tap(host.button("Score"))
    #expect(host.contains(text: "Score 1 (update 2)"), "the same coordinator counts the updates")
    #expect(log.entries == ["coordinator", "make", "update 0", "update 1"])
  }

  @Test func theViewIsDismantledWhenItsPositionGoes() async throws {
    let board = Scoreboard()
    let log = LifeLog()
    let host = ViewHost { ScoreScreen(board: board, log: log) }
    #expect(host.contains(text: "Score 0 (update 1)"))
    board.showsLabel = false
    await host.settle()
    #expect(!host.contains(text: "Score 0"))
    #expect(log.entries.last == "dismantle after 1 updates")

    board.showsLabel = true
    await host.settle()
    #expect(
      log.entries.filter { $0 == "make" }.count == 2,
      "a position that comes back makes a new view")
    #expect(host.contains(text: "Score 0 (update 1)"), "with a new coordinator")
  }

  @Test func aControllerIsWrappedAndUpdated() async throws {
    let host = ViewHost { GreetingController(name: "Blob") }
    #expect(host.contains(text: "Hello, Blob"))
  }

  @Test func swiftNavigationsViewWrapperShowsTheView() async throws {
    let host = ViewHost {
      UIViewRepresenting {
        let label = UILabel()
        label.text = "Wrapped"
        return label
      }
    }
    #expect(host.contains(text: "Wrapped"))
  }
}
