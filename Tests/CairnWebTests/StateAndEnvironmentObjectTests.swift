@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Foundation
import Testing

/// Issue 29, deliverable 3: `@StateObject` makes its object once per view identity and lets it
/// go with the view; `@EnvironmentObject` finds the object a view around provided.
@MainActor
@Suite("State and environment objects")
struct StateAndEnvironmentObjectTests {
  /// Counts how many timers were made, to tell re-draws that re-make the object.
  @MainActor
  final class Factory {
    var made = 0
    weak var last: Timer?

    func make() -> Timer {
      made += 1
      let timer = Timer()
      last = timer
      return timer
    }
  }

  final class Timer: ObservableObject {
    @Published var seconds = 0
  }

  /// What the screen around the timer shows: whether the timer is there, and a counter that
  /// re-draws the screen without touching the timer.
  @MainActor @Observable
  final class Screen {
    var showsTimer = true
    var redraws = 0
  }

  struct TimerView: View {
    @StateObject var timer: Timer

    var body: some View {
      Text("Seconds \(timer.seconds)")
      Button("Tick") { timer.seconds += 1 }
    }
  }

  struct TwoTimersView: View {
    @StateObject var first: Timer
    @StateObject var second: Timer

    var body: some View {
      Text("First \(first.seconds), second \(second.seconds)")
      Button("Tick first") { first.seconds += 1 }
    }
  }

  struct ScreenView: View {
    let screen: Screen
    let factory: Factory

    var body: some View {
      Text("Redraw \(screen.redraws)")
      if screen.showsTimer {
        TimerView(timer: factory.make())
      }
    }
  }

  @Test func aStateObjectIsMadeOncePerIdentityAndReleasedWhenTheViewLeaves() async throws {
    let screen = Screen()
    let factory = Factory()
    let host = ViewHost { ScreenView(screen: screen, factory: factory) }
    #expect(factory.made == 1)

    try await host.tap(host.button("Tick"))
    for _ in 0..<3 {
      screen.redraws += 1
      await host.settle()
    }
    #expect(host.contains(text: "Redraw 3"))
    #expect(host.contains(text: "Seconds 1"), "the ticked timer is the one kept")
    #expect(factory.made == 1, "re-draws keep the object they made first")
    #expect(factory.last != nil)

    screen.showsTimer = false
    await host.settle()
    #expect(factory.last == nil, "the object goes with its view")

    screen.showsTimer = true
    await host.settle()
    #expect(factory.made == 2, "a view that comes back makes a new one")
    #expect(host.contains(text: "Seconds 0"))
  }

  @Test func twoStateObjectsOfOneTypeInAViewAreTwoObjects() async throws {
    let host = ViewHost { TwoTimersView(first: Timer(), second: Timer()) }

    try await host.tap(host.button("Tick first"))
    try await host.tap(host.button("Tick first"))

    #expect(host.contains(text: "First 2, second 0"))
  }

  // MARK: Environment objects

  final class Session: ObservableObject {
    @Published var userName = "Ada"
  }

  struct Greeting: View {
    @EnvironmentObject var session: Session

    var body: some View {
      Text("Hello, \(session.userName)")
      Button("Rename") { session.userName = "Grace" }
      TextField("Name", text: $session.userName)
    }
  }

  struct Shell: View {
    let session: Session

    var body: some View {
      VStack {
        Text("Shell")
        VStack { Greeting() }
      }
      .environmentObject(session)
    }
  }

  @Test func anEnvironmentObjectReachesADescendantAndRedrawsIt() async throws {
    let session = Session()
    let host = ViewHost { Shell(session: session) }
    #expect(host.contains(text: "Hello, Ada"))

    try await host.tap(host.button("Rename"))
    #expect(session.userName == "Grace")
    #expect(host.contains(text: "Hello, Grace"))

    try await host.type("Lin", into: host.textField("Name"))
    #expect(session.userName == "Lin")
    #expect(host.contains(text: "Hello, Lin"))
  }

  @Test func theNearestProviderWins() {
    let outer = Session()
    let inner = Session()
    inner.userName = "Inner"
    let host = ViewHost {
      VStack { Greeting().environmentObject(inner) }.environmentObject(outer)
    }
    #expect(host.contains(text: "Hello, Inner"))
  }

  @Test func aMissingEnvironmentObjectStopsWithAMessageNamingItsType() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        _ = ViewHost { StateAndEnvironmentObjectTests.Greeting() }
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("No environment object of type Session"))
    #expect(output.contains(".environmentObject(_:)"))
  }
}
