@_spi(Runtime) import CairnWebTesting
import Foundation
import Testing

@_spi(Runtime) @testable import CairnWeb

/// Issue 29, deliverable 3: models written before Observation — `ObservableObject` classes
/// with `@Published` properties — drive CairnWeb's views through `@ObservedObject`,
/// `@StateObject` and `@EnvironmentObject`, as they drive SwiftUI's.
@MainActor
@Suite("Observable objects")
struct ObservableObjectTests {
  /// A model as code written before Observation declares it: a plain class, not tied to the
  /// main actor, publishing its properties.
  final class Scoreboard: ObservableObject, @unchecked Sendable {
    @Published var home = 0
    @Published var visitors = 0
    @Published var venue = "Main hall"
  }

  struct ScoreboardView: View {
    @ObservedObject var board: Scoreboard

    var body: some View {
      VStack {
        Text("Home \(board.home)")
        Text("Visitors \(board.visitors)")
        Text("At \(board.venue)")
        Button("Home scores") { board.home += 1 }
        TextField("Venue", text: $board.venue)
      }
    }
  }

  @Test func aChangeMadeByAHandlerRedraws() async throws {
    let board = Scoreboard()
    let host = ViewHost { ScoreboardView(board: board) }
    #expect(host.contains(text: "Home 0"))

    try await host.tap(host.button("Home scores"))

    #expect(board.home == 1)
    #expect(host.contains(text: "Home 1"))
  }

  @Test func aChangeMadeOutsideTheRenderRedraws() async {
    let board = Scoreboard()
    let host = ViewHost { ScoreboardView(board: board) }

    await Task { @MainActor in board.visitors = 3 }.value
    await host.settle()

    #expect(host.contains(text: "Visitors 3"))
  }

  @Test func aChangeMadeOffTheMainThreadRedrawsOnTheMainActor() async {
    let board = Scoreboard()
    let host = ViewHost { ScoreboardView(board: board) }

    await Task.detached { board.visitors = 7 }.value
    await host.settle()

    #expect(host.contains(text: "Visitors 7"))
  }

  @Test func aBindingFromTheWrapperWritesThroughATextField() async throws {
    let board = Scoreboard()
    let host = ViewHost { ScoreboardView(board: board) }

    try await host.type("Annex", into: host.textField("Venue"))

    #expect(board.venue == "Annex")
    #expect(host.contains(text: "At Annex"))
    #expect(host.textField("Venue")?[attribute: "value"] == "Annex")
  }

  @Test func objectWillChangeSentByHandRedraws() async {
    final class Clock: ObservableObject, @unchecked Sendable {
      @Published var unused = 0
      var ticks = 0
      func tick() {
        objectWillChange.send()
        ticks += 1
      }
    }
    struct ClockView: View {
      @ObservedObject var clock: Clock
      var body: some View { Text("Ticks \(clock.ticks)") }
    }
    let clock = Clock()
    let host = ViewHost { ClockView(clock: clock) }

    clock.tick()
    await host.settle()

    #expect(host.contains(text: "Ticks 1"))
  }

  /// A deliberate difference (see the ObservableObjects article): OpenCombine finds an
  /// object's publisher through its `@Published` properties, so a class without any declares
  /// its own.
  @Test func aDeclaredPublisherWithoutPublishedPropertiesRedraws() async {
    final class Metronome: ObservableObject, @unchecked Sendable {
      let objectWillChange = ObservableObjectPublisher()
      var beats = 0
      func beat() {
        objectWillChange.send()
        beats += 1
      }
    }
    struct MetronomeView: View {
      @ObservedObject var metronome: Metronome
      var body: some View { Text("Beats \(metronome.beats)") }
    }
    let metronome = Metronome()
    let host = ViewHost { MetronomeView(metronome: metronome) }

    metronome.beat()
    metronome.beat()
    await host.settle()

    #expect(host.contains(text: "Beats 2"))
  }

  @Test func oneSignalPerObjectHoweverManyRenders() async throws {
    let board = Scoreboard()
    let host = ViewHost { ScoreboardView(board: board) }
    let signal = ObjectChangeSignals.signal(for: board)

    for _ in 0..<5 { try await host.tap(host.button("Home scores")) }

    #expect(host.contains(text: "Home 5"))
    #expect(signal.version == 5, "one subscription: each change counted once")
    #expect(ObjectChangeSignals.signal(for: board) === signal, "re-draws subscribe to nothing new")
  }

  // MARK: Combine pipelines between models

  final class Parent: ObservableObject, @unchecked Sendable {
    @Published var selection: String?
  }

  final class Child: ObservableObject, @unchecked Sendable {
    @Published var selection: String?
  }

  @Test func publishedPipelinesAssignBetweenModels() {
    let parent = Parent()
    let child = Child()
    child.$selection
      .map { $0.map { "child/" + $0 } }
      .removeDuplicates()
      .dropFirst()
      .assign(to: &parent.$selection)

    child.selection = "edit"
    #expect(parent.selection == "child/edit")
    child.selection = "edit"
    #expect(parent.selection == "child/edit", "duplicates are dropped")
    child.selection = nil
    #expect(parent.selection == nil)
  }

  /// A list whose rows have models of their own, each row's `pending` piped up into the
  /// list's, as models written for Combine link a parent to its children.
  final class ShelfModel: ObservableObject, @unchecked Sendable {
    @Published var books: [BookModel] = []
    @Published var pending: String?

    func add(_ title: String) {
      let book = BookModel(title: title)
      book.$pending
        .map { $0.map { "\(title): \($0)" } }
        .removeDuplicates()
        .dropFirst()
        .assign(to: &$pending)
      books.append(book)
    }
  }

  final class BookModel: ObservableObject, Identifiable, @unchecked Sendable {
    let id = UUID()
    @Published var title: String
    @Published var pending: String?
    init(title: String) { self.title = title }
  }

  struct ShelfView: View {
    @ObservedObject var shelf: ShelfModel
    var body: some View {
      VStack {
        Text("Pending: \(shelf.pending ?? "nothing")")
        ForEach(shelf.books) { book in BookRow(book: book) }
        Button("Add a book") { shelf.add("Book \(shelf.books.count + 1)") }
      }
    }
  }

  struct BookRow: View {
    @ObservedObject var book: BookModel
    var body: some View {
      Text("\(book.title) (\(book.pending ?? "idle"))")
      Button("Lend \(book.title)") { book.pending = "lending" }
    }
  }

  @Test func rowModelsAndTheirPipelinesRedrawTheList() async throws {
    let shelf = ShelfModel()
    shelf.add("Book 1")
    let host = ViewHost { ShelfView(shelf: shelf) }
    #expect(host.contains(text: "Book 1 (idle)"))

    try await host.tap(host.button("Add a book"))
    try await host.tap(host.button("Lend Book 2"))

    #expect(host.contains(text: "Book 2 (lending)"))
    #expect(host.contains(text: "Book 1 (idle)"))
    #expect(shelf.pending == "Book 2: lending")
    #expect(host.contains(text: "Pending: Book 2: lending"))
  }

  @Test func timeConstantsHaveDispatchsValues() {
    let half: UInt64 = 500 * NSEC_PER_MSEC
    #expect(half == 500_000_000)
    #expect(NSEC_PER_SEC == 1_000 * NSEC_PER_MSEC)
    #expect(NSEC_PER_MSEC == 1_000 * NSEC_PER_USEC)
    #expect(USEC_PER_SEC == 1_000_000)
  }
}
