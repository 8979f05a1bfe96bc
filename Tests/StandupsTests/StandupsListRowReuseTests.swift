@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Foundation
import Standups
import StandupsDomain
import StandupsFeatures
import Testing

/// An edit to one standup draws only that standup's row again in a tab showing the list, not
/// every row in view (issue 34: with 10,000 standups and 20 tabs, every edit drew 50 cards in
/// each tab). Every reuse is checked against drawing it again (`checksMemos`).
@MainActor
@Suite("Standups list rows: an edit redraws only its row")
struct StandupsListRowReuseTests {
  static let standups = (1...100).map { number in
    Standup(
      id: .init(UUID(30_000 + number)),
      attendees: [Attendee(id: .init(UUID(40_000 + number)), name: "Blob \(number)")],
      theme: Theme.allCases[number % Theme.allCases.count], title: "Standup \(number)")
  }

  func open() -> (AppModel, ViewHost) {
    withStandupsOnScreen(Self.standups) {
      let model = AppModel()
      model.open(DeepLink(path: "/"))
      let host = ViewHost(url: { model.deepLink }, { AppView(model: model) })
      host.live.checksMemos = true
      return (model, host)
    }
  }

  @Test func aRenameRedrawsOneRowAndShowsTheNewTitle() async throws {
    let (model, host) = open()
    await host.settle()
    #expect(host.contains(text: "Standup 3"))
    let before = host.live.memoCounts
    model.$standups.withLock { $0[id: Self.standups[2].id]?.title = "Renamed row" }
    await host.settle()
    #expect(host.contains(text: "Renamed row"))
    let after = host.live.memoCounts
    // The list itself, and the one row whose standup changed; the other 49 rows in view
    // are reused.
    #expect(after.misses - before.misses <= 3, "only the renamed row is drawn again")
    #expect(after.hits - before.hits >= LazyRows.pageSize - 1, "the other rows are reused")
  }

  @Test func aStandupAddedPastTheWindowRedrawsNoRow() async throws {
    let (model, host) = open()
    await host.settle()
    let before = host.live.memoCounts
    var added = Standup(id: .init(UUID(39_999)))
    added.title = "Added past the window"
    model.$standups.withLock { _ = $0.append(added) }
    await host.settle()
    #expect(host.button("Show more (51 more)") != nil)
    let after = host.live.memoCounts
    #expect(after.misses - before.misses <= 2, "no row in view is drawn again")
    #expect(after.hits - before.hits >= LazyRows.pageSize, "every row in view is reused")
  }
}
