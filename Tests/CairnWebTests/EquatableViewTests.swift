@_spi(Renderers) import Cairn
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Observation
import Testing

/// Counts body evaluations without being observable state: kept out of the views' `==`.
@MainActor
final class BodyCounter {
  var counts: [String: Int] = [:]
  func count(_ name: String) { counts[name, default: 0] += 1 }
  var total: Int { counts.values.reduce(0, +) }
}

@MainActor @Observable
final class MemoRowsModel {
  struct Row: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  var rows = (0..<100).map { Row(id: $0, title: "Row \($0)") }
  var tapped: [Int] = []
  var isDisabled = false
}

struct MemoRowView: View, @MainActor Equatable {
  let row: MemoRowsModel.Row
  let model: MemoRowsModel
  let counter: BodyCounter

  var body: some View {
    let _ = counter.count("row \(row.id)")
    Button(row.title) { model.tapped.append(row.id) }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.row == rhs.row && lhs.model === rhs.model
  }
}

struct MemoRowsView: View {
  let model: MemoRowsModel
  let counter: BodyCounter

  var body: some View {
    // A form, which draws every row (a list draws a window of a hundred rows; see
    // LazyListTests), so every row's remembered drawing is in play.
    Form {
      ForEach(model.rows) { row in
        MemoRowView(row: row, model: model, counter: counter).equatable()
      }
    }
    .disabled(model.isDisabled)
  }
}

/// A row drawn from its own observable model, which the list's body never reads.
@MainActor @Observable
final class MemoItem: Identifiable {
  let id: Int
  var title: String
  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

struct MemoItemRow: View, @MainActor Equatable {
  let item: MemoItem
  let counter: BodyCounter

  var body: some View {
    let _ = counter.count("item \(item.id)")
    Text(item.title)
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.item === rhs.item }
}

/// A section of item rows that is itself remembered: an item's change must redraw it too.
struct MemoItemSection: View, @MainActor Equatable {
  let items: [MemoItem]
  let counter: BodyCounter

  var body: some View {
    let _ = counter.count("section")
    Section("Items") {
      ForEach(items) { item in MemoItemRow(item: item, counter: counter).equatable() }
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.items.map(ObjectIdentifier.init) == rhs.items.map(ObjectIdentifier.init)
  }
}

@MainActor @Observable
final class MemoItemsModel {
  var items = (0..<5).map { MemoItem(id: $0, title: "Item \($0)") }
  var banner = "Hello"
}

struct MemoItemsView: View {
  let model: MemoItemsModel
  let counter: BodyCounter

  var body: some View {
    List {
      Text(model.banner)
      MemoItemSection(items: model.items, counter: counter).equatable()
    }
  }
}

/// A remembered row that can leave the screen, beside a remembered list whose new rows come in
/// with a transition (a drawing that marks entering rows is redrawn, never kept).
@MainActor @Observable
final class MemoLeavingModel {
  var showsItem = true
  let item = MemoItem(id: 7, title: "Seven")
  var entries = [1, 2]
  var banner = "Hello"
}

struct MemoEntryList: View, @MainActor Equatable {
  let entries: [Int]

  var body: some View {
    List {
      ForEach(entries, id: \.self) { entry in Text("Entry \(entry)").transition(.slide) }
    }
  }
}

struct MemoLeavingView: View {
  let model: MemoLeavingModel
  let counter: BodyCounter

  var body: some View {
    VStack {
      Text(model.banner)
      if model.showsItem { MemoItemRow(item: model.item, counter: counter).equatable() }
      MemoEntryList(entries: model.entries).equatable()
    }
  }
}

@MainActor
@Suite("Equatable views: redraw only what changed")
struct EquatableViewTests {
  @Test func aOneRowChangeInAHundredRowListRedrawsOneRow() async {
    let model = MemoRowsModel()
    let counter = BodyCounter()
    let live = LiveView { MemoRowsView(model: model, counter: counter) }
    var updates: [LiveView.Update] = []
    live.onUpdate = { updates.append($0) }
    #expect(counter.total == 100)

    model.rows[50].title = "Changed"
    await live.settle()

    #expect(counter.total == 101, "only the changed row's body ran again")
    #expect(counter.counts["row 50"] == 2)
    #expect(live.memoCounts.hits == 99)
    #expect(updates.count == 1)
    #expect(updates.first?.patches.count == 1, "one text patch")
    let full = LiveView { MemoRowsView(model: model, counter: BodyCounter()) }.tree
    #expect(
      live.tree == full ? true : false, "the reused rows and the redrawn one make the full render")
  }

  @Test func reusedRowsKeepTheirHandlers() async throws {
    let model = MemoRowsModel()
    let host = ViewHost { MemoRowsView(model: model, counter: BodyCounter()) }
    model.rows[3].title = "Three"
    await host.settle()

    try await host.tap(host.button("Row 7"))
    try await host.tap(host.button("Three"))

    #expect(model.tapped == [7, 3])
    #expect(host.live.memoCounts.hits > 0)
  }

  @Test func aChangedEnvironmentRedrawsEveryRow() async {
    let model = MemoRowsModel()
    let counter = BodyCounter()
    let live = LiveView { MemoRowsView(model: model, counter: counter) }

    model.isDisabled = true
    await live.settle()

    #expect(counter.total == 200)
    let full = LiveView { MemoRowsView(model: model, counter: BodyCounter()) }.tree
    #expect(live.tree == full ? true : false, "the same as a full render")
    #expect(HTML.render(live.tree).contains("disabled"))
  }

  @Test func aRowsOwnModelRedrawsOnlyThatRowThoughTheListDidNotReadIt() async {
    let model = MemoItemsModel()
    let counter = BodyCounter()
    let live = LiveView { MemoItemsView(model: model, counter: counter) }
    model.banner = "Hi"
    await live.settle()
    #expect(counter.counts["section"] == 1, "the section was reused")
    #expect(counter.counts["item 2"] == 1)

    // The last render reused the section, so only the remembered drawings read item 2.
    model.items[2].title = "Renamed"
    await live.settle()

    #expect(live.tree.textContent.contains("Renamed"))
    #expect(counter.counts["section"] == 2, "a nested row's change redraws what holds it")
    #expect(counter.counts["item 2"] == 2)
    #expect(counter.counts["item 1"] == 1)
    let full = LiveView { MemoItemsView(model: model, counter: BodyCounter()) }.tree
    #expect(live.tree == full ? true : false, "the same as a full render")
  }

  @Test func aViewHostChecksEveryReuseAgainstAFreshDrawing() async throws {
    let model = MemoRowsModel()
    let host = ViewHost { MemoRowsView(model: model, counter: BodyCounter()) }
    model.rows[0].title = "First"
    await host.settle()
    #expect(host.contains(text: "First"))
    #expect(host.live.checksMemos)
    #expect(host.live.memoCounts.hits == 99)
  }

  @Test func aBodyReadingStateThatIsNotObservableIsReported() async {
    let model = MemoRowsModel()
    let global = UnobservedBox()
    let host = ViewHost {
      VStack {
        Text("\(model.rows.count)")
        UnobservedReader(box: global).equatable()
      }
    }
    global.text = "changed behind the renderer's back"
    await withKnownIssue {
      // Drawn at once, in this test's task. Through the process-wide observation queue the
      // drawing could run in a drain task another test started, which would get the issue.
      withImmediateObservations { _ = model.rows.removeLast() }
      await host.settle()
    }
  }
}

@MainActor
final class UnobservedBox {
  var text = "before"
}

struct UnobservedReader: View, @MainActor Equatable {
  let box: UnobservedBox
  var body: some View { Text(box.text) }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box }
}

// MARK: - Screens, presentations and lifecycle inside remembered drawings

@MainActor @Observable
final class MemoStackModel {
  var path: [Int] = []
  var count = 0
  var note: Int?
  var appeared = 0
  var disappeared = 0
  var banner = "Stack"
}

/// The stack's first screen: links to numbers, a sheet and an appearance hook.
struct MemoStackRoot: View, @MainActor Equatable {
  let model: MemoStackModel
  let counter: BodyCounter

  var body: some View {
    let _ = counter.count("root")
    @UIBindable var model = model
    List {
      ForEach(1..<4) { number in NavigationLink("Number \(number)", value: number) }
      Button("Note") { model.note = 7 }
    }
    .navigationTitle("Numbers")
    .onAppear { model.appeared += 1 }
    .onDisappear { model.disappeared += 1 }
    .sheet(item: $model.note) { note in Text("Note \(note)") }
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.model === rhs.model }
}

struct MemoStackView: View {
  @UIBindable var model: MemoStackModel
  let counter: BodyCounter

  var body: some View {
    VStack {
      Text(model.banner)
      NavigationStack(path: $model.path) {
        MemoStackRoot(model: model, counter: counter).equatable()
      } destination: { number in
        VStack {
          Text("Count \(model.count)")
          Button("Increment") { model.count += 1 }
        }
        .navigationTitle("Number \(number)")
      }
    }
  }
}

extension EquatableViewTests {
  @Test func aChangeOnAPushedScreenDoesNotRedrawTheScreenUnderIt() async throws {
    let model = MemoStackModel()
    let counter = BodyCounter()
    let host = ViewHost { MemoStackView(model: model, counter: counter) }
    try await host.tap(host.button("Number 2"))
    #expect(model.path == [2])
    let drawn = counter.counts["root"]

    try await host.tap(host.button("Increment"))
    try await host.tap(host.button("Increment"))

    #expect(host.contains(text: "Count 2"))
    // The host checks each reuse by drawing the root again (once per reuse), so count reuses
    // rather than bodies here.
    #expect(host.live.memoCounts.hits >= 2)
    #expect(counter.counts["root"] == drawn.map { $0 + 2 }, "two reuses, each checked once")

    try await host.goBack()
    #expect(model.path.isEmpty)
    #expect(host.live.title == "Numbers")
    try await host.tap(host.button("Number 3"))
    #expect(model.path == [3], "the root's links push after reuse")
    #expect(host.live.title == "Number 3")
  }

  @Test func aSheetOpenedInsideAReusedDrawingStaysUpAndDismisses() async throws {
    let model = MemoStackModel()
    let host = ViewHost { MemoStackView(model: model, counter: BodyCounter()) }
    try await host.tap(host.button("Note"))
    #expect(host.dialog() != nil)

    model.banner = "Changed"
    await host.settle()

    #expect(host.contains(text: "Changed"))
    #expect(host.dialog() != nil, "the reused root keeps its presentation")
    #expect(host.contains(text: "Note 7"))
    try await host.dismiss(host.dialog())
    #expect(model.note == nil)
    #expect(host.dialog() == nil)
  }

  @Test func aReusedDrawingDoesNotAppearAgain() async throws {
    let model = MemoStackModel()
    let live = LiveView { MemoStackView(model: model, counter: BodyCounter()) }
    await live.settle()
    #expect(model.appeared == 1)

    model.banner = "One"
    await live.settle()
    model.banner = "Two"
    await live.settle()

    #expect(live.memoCounts.hits == 2)
    #expect(model.appeared == 1)
    #expect(model.disappeared == 0)
  }

  /// A drawing that leaves the screen in the same pass as another is redrawn and not kept
  /// (its list marked a row entering) is retired all the same.
  @Test func aDrawingLeavingBesideAVolatileRedrawIsRetired() async {
    let model = MemoLeavingModel()
    let counter = BodyCounter()
    let live = LiveView { MemoLeavingView(model: model, counter: counter) }
    model.banner = "Hi"  // the list's second drawing, with no row entering, is kept
    await live.settle()
    model.entries.append(3)
    model.showsItem = false
    await live.settle()
    #expect(HTML.render(live.tree).contains("data-entering"), "the new entry came in")
    let renders = live.renderCount

    model.item.title = "Gone"
    await live.settle()

    #expect(live.renderCount == renders, "a row no longer on screen asks for no render")
  }

  @Test func aRetiredDrawingNoLongerRedraws() async {
    let model = MemoItemsModel()
    let counter = BodyCounter()
    let live = LiveView { MemoItemsView(model: model, counter: counter) }
    let removed = model.items.removeLast()
    await live.settle()
    let renders = live.renderCount

    removed.title = "Gone"
    await live.settle()

    #expect(live.renderCount == renders, "a row no longer on screen asks for no render")
    #expect(counter.counts["item 4"] == 1)
  }
}
