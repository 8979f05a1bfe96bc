import CairnSharing
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Clocks
import Dependencies
import Foundation
import Standups
import StandupsDomain
import StandupsFeatures
import Testing

@MainActor
@Suite("A long standups list")
struct LongStandupsListTests {
  static let count = 300

  func host(path: String = "/") -> (AppModel, ViewHost, [Standup]) {
    let standups = (1...Self.count).map { number in
      Standup(
        id: .init(UUID(number)), theme: Theme.allCases[number % Theme.allCases.count],
        title: "Standup \(number)")
    }
    return withStandupsOnScreen(standups) {
      let model = AppModel()
      model.open(DeepLink(path: path))
      let host = ViewHost(url: { model.deepLink }, { AppView(model: model) })
      return (model, host, standups)
    }
  }

  static func cards(_ host: ViewHost) -> [ViewHost.Element] {
    host.all(.link).filter { $0[attribute: "href"]?.hasPrefix("/standups/") == true }
  }

  @Test func theListDrawsTheFirstWindowOfCards() {
    let (_, host, _) = host()
    let cards = Self.cards(host)
    #expect(cards.count == LazyRows.pageSize)
    #expect(cards.first?.text.contains("Standup 1") == true)
    #expect(host.button("Show more (\(Self.count - LazyRows.pageSize) more)") != nil)
  }

  @Test func backFromAStandupFarDownTheListIsScrolledToIt() async throws {
    let (model, host, standups) = host(
      path: "/standups/\(UUID(200).uuidString)")
    #expect(host.find(.heading, "Standup 200") != nil)
    model.path.removeAll()
    await host.settle()
    let cards = Self.cards(host)
    #expect(cards.count == LazyRows.pageSize)
    #expect(cards.contains { $0.text.contains("Standup 200") })
    let marked = host.tree.descendants().filter {
      $0.node.attributes["data-cairn-scroll-to"] != nil
    }
    #expect(marked.count == 1)
    #expect(marked.first?.node.textContent.contains("Standup 200") == true)
    #expect(standups.count == Self.count)
  }
}
