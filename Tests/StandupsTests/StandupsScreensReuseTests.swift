import Cairn
import CairnArchitecture
import CairnSharing
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Clocks
import Dependencies
import Foundation
import Standups
import StandupsDomain
import StandupsFeatures
import StandupsReducers
import Testing

/// The list's cards and the detail's sections are reused while only a sheet opens and closes
/// over them (issue 34: what a click costs on real screens), and are drawn again when the
/// standups change. Every reuse is checked against drawing it again (`checksMemos`).
@MainActor
@Suite("Standups screens reuse what a sheet leaves unchanged")
struct StandupsScreensReuseTests {
  static let standups = (1...100).map { number in
    Standup(
      id: .init(UUID(10_000 + number)),
      attendees: [Attendee(id: .init(UUID(20_000 + number)), name: "Blob \(number)")],
      theme: Theme.allCases[number % Theme.allCases.count], title: "Standup \(number)")
  }

  func models(path: String = "/") -> ViewHost { modelsAndHost(path: path).1 }

  func modelsAndHost(path: String = "/") -> (AppModel, ViewHost) {
    withStandupsOnScreen(Self.standups) {
      let model = AppModel()
      model.open(DeepLink(path: path))
      let host = ViewHost(url: { model.deepLink }, { AppView(model: model) })
      host.live.checksMemos = true
      return (model, host)
    }
  }

  func reducers(path: String = "/") -> ViewHost {
    withStandupsOnScreen(Self.standups) {
      let store = Store(initialState: StandupsAppFeature.State(deepLink: DeepLink(path: path))) {
        StandupsAppFeature()
      }
      let host = ViewHost(url: { store.state.deepLink }) { StandupsReducersAppView(store: store) }
      host.live.checksMemos = true
      return host
    }
  }

  static func cards(_ host: ViewHost) -> [ViewHost.Element] {
    host.all(.link).filter { $0[attribute: "href"]?.hasPrefix("/standups/") == true }
  }

  @Test func theAddSheetReusesTheCardsAndANewStandupIsDrawn() async throws {
    let (model, host) = modelsAndHost()
    let hitsBefore = host.live.memoCounts.hits
    try await host.tap(host.button("New standup"))
    #expect(host.dialog("New standup") != nil)
    try await host.tap(host.button("Dismiss"))
    #expect(host.dialog() == nil)
    #expect(host.live.memoCounts.hits >= hitsBefore + 2, "the cards were reused twice")
    #expect(Self.cards(host).count == LazyRows.pageSize)
    #expect(host.button("Show more (50 more)") != nil)
    // A real change still reaches the list: a standup added through the sheet.
    try await host.tap(host.button("New standup"))
    try await host.type("Added under load", into: host.textField("Title"))
    try await host.tap(host.button("Add", in: host.dialog()))
    #expect(host.dialog() == nil)
    #expect(model.standups.count == 101)
    // It comes last, past the first window of cards: the list counts it.
    #expect(host.button("Show more (51 more)") != nil)
  }

  /// The card opened names the row the list under the detail is scrolled to: a drawing of
  /// the list made before it was opened is not reused for it.
  @Test(arguments: ["models", "reducers"])
  func aCardOpenedFromTheListThenTheEditSheet(flavour: String) async throws {
    let host = flavour == "models" ? models() : reducers()
    let card = try #require(Self.cards(host).first { $0.text.contains("Standup 3") })
    try await host.tap(card)
    #expect(host.find(.heading, "Standup 3") != nil)
    let hitsBefore = host.live.memoCounts.hits
    try await host.tap(host.button("Edit"))
    try await host.tap(host.button("Cancel"))
    #expect(host.dialog() == nil)
    #expect(host.live.memoCounts.hits >= hitsBefore + 2)
  }

  @Test(arguments: ["models", "reducers"])
  func theEditSheetReusesTheDetailAndAnEditIsDrawn(flavour: String) async throws {
    let path = "/standups/\(UUID(10_007).uuidString)"
    let host = flavour == "models" ? models(path: path) : reducers(path: path)
    #expect(host.find(.heading, "Standup 7") != nil)
    let hitsBefore = host.live.memoCounts.hits
    try await host.tap(host.button("Edit"))
    #expect(host.dialog() != nil)
    try await host.tap(host.button("Cancel"))
    #expect(host.dialog() == nil)
    #expect(host.live.memoCounts.hits >= hitsBefore + 2, "the detail was reused twice")
    #expect(host.contains(text: "Blob 7"))
    // An edit still reaches the detail: the title changed through the sheet.
    try await host.tap(host.button("Edit"))
    try await host.type("Renamed under load", into: host.textField("Title"))
    try await host.tap(host.button("Done"))
    #expect(host.dialog() == nil)
    #expect(host.find(.heading, "Renamed under load") != nil)
  }
}
