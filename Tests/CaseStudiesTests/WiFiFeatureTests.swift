import Cairn
import CaseStudyFeatures
import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import Testing

/// The Wi-Fi models' behaviour, with a controlled clock and scanner.
@MainActor
@Suite("Wi-Fi settings: models")
struct WiFiFeatureTests {
  static let secured = Network.mocks[0]  // nachos
  static let open = Network.mocks[2]  // Blob's World

  @Test func tappingAnOpenNetworkJoinsItAtOnce() {
    let model = WiFiSettingsModel()
    model.networkTapped(Self.open)
    #expect(model.selectedNetworkID == Self.open.id)
    #expect(model.destination == nil)
    #expect(model.selectedNetwork == Self.open)
    #expect(!model.otherNetworks.contains(Self.open), "the joined network is not listed twice")
  }

  /// Settings on `clock` with the secured network tapped: its connect sheet, if it came up.
  func connectSheet(clock: TestClock<Duration>) -> (WiFiSettingsModel, ConnectToNetworkModel?) {
    let model = withDependencies {
      $0.continuousClock = clock
    } operation: {
      WiFiSettingsModel()
    }
    model.networkTapped(Self.secured)
    return (model, model.destination?.connect)
  }

  @Test func joiningASecuredNetworkWithTheRightPassword() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let (model, connect) = connectSheet(clock: clock)
      guard let connect else {
        Issue.record("the connect sheet is up")
        return
      }
      connect.password = "blobisawesome"
      let join = Task { await connect.joinButtonTapped() }
      await Task.yield()
      #expect(connect.isConnecting)
      await clock.advance(by: .seconds(1))
      await join.value
      #expect(!connect.isConnecting)
      #expect(model.selectedNetworkID == Self.secured.id)
      #expect(model.destination == nil, "the sheet closes")
    }
  }

  @Test func aWrongPasswordSaysSoAndKeepsTheSheet() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let (model, connect) = connectSheet(clock: clock)
      connect?.password = "123"
      let join = Task { await connect?.joinButtonTapped() }
      await clock.advance(by: .seconds(1))
      await join.value
      #expect(connect?.incorrectPasswordAlert?.title.string == "Incorrect password for “nachos”")
      #expect(model.selectedNetworkID == nil)
      #expect(model.destination?.connect === connect)
    }
  }

  @Test func cancelClosesTheSheet() {
    let model = WiFiSettingsModel()
    model.networkTapped(Self.secured)
    model.destination?.connect?.cancelButtonTapped()
    #expect(model.destination == nil)
    #expect(model.selectedNetworkID == nil)
  }

  @Test func forgettingAsksThenClearsTheSelectionAndPops() {
    let model = WiFiSettingsModel(selectedNetworkID: Self.secured.id)
    model.infoButtonTapped(network: Self.secured)
    let detail = model.destination?.detail
    detail?.forgetNetworkButtonTapped()
    #expect(detail?.alert?.title.string == "Forget Wi-Fi Network “nachos”?")

    detail?.alertButtonTapped(nil)
    #expect(detail?.alert == nil)
    #expect(model.selectedNetworkID == Self.secured.id, "Cancel forgets nothing")

    detail?.forgetNetworkButtonTapped()
    detail?.alertButtonTapped(.confirmForget)
    #expect(model.selectedNetworkID == nil)
    #expect(model.destination == nil, "popped")
  }

  @Test func theScannerReplacesTheFoundNetworksButKeepsTheJoinedOne() async {
    let (stream, continuation) = AsyncStream.makeStream(of: [Network].self)
    let model = withDependencies {
      $0.networkScanner = NetworkScanner { stream }
    } operation: {
      WiFiSettingsModel(selectedNetworkID: Self.secured.id)
    }
    let task = Task { await model.task() }
    let newcomer = Network(id: UUID(), name: "HamiltonVille", isSecured: false, connectivity: 0.5)
    continuation.yield([Self.open, newcomer])
    continuation.finish()
    await task.value
    #expect(model.foundNetworks.map(\.name) == ["nachos", "Blob's World", "HamiltonVille"])
    #expect(model.selectedNetwork == Self.secured)
  }

  @Test func otherNetworksAreStrongestFirst() {
    let model = WiFiSettingsModel()
    let strengths = model.otherNetworks.map(\.connectivity)
    #expect(strengths == strengths.sorted(by: >))
  }

  @Test func theLiveScannerAddsAndRemovesMadeUpNetworksOnly() {
    var networks = Network.mocks
    for _ in 0..<200 {
      networks = NetworkScanner.step(networks)
      #expect(Network.mocks.allSatisfy { mock in networks.contains(mock) })
    }
    #expect(networks.count >= Network.mocks.count)
  }

  @Test(arguments: [
    "/wifi", "/wifi/\(Network.mocks[0].id.uuidString)",
    "/wifi/\(Network.mocks[3].id.uuidString)/connect",
  ])
  func deepLinksRoundTrip(path: String) {
    let model = WiFiSettingsModel(deepLink: DeepLink(path: path))
    #expect(model.deepLink.path == path)
  }

  @Test func deepLinksBuildTheirState() {
    let detail = WiFiSettingsModel(deepLink: DeepLink(path: "/wifi/\(Self.secured.id.uuidString)"))
    #expect(detail.destination?.detail?.network == Self.secured)
    #expect(detail.selectedNetworkID == Self.secured.id, "the detail's network is the joined one")

    let connect = WiFiSettingsModel(
      deepLink: DeepLink(path: "/wifi/\(Self.secured.id.uuidString)/connect"))
    #expect(connect.destination?.connect?.network == Self.secured)

    for path in ["/wifi/\(UUID().uuidString)", "/wifi/nonsense", "/wifi/a/b/c"] {
      let model = WiFiSettingsModel(deepLink: DeepLink(path: path))
      #expect(model.deepLink.path == "/wifi", "\(path)")
    }
  }
}

extension WiFiSettingsModel.Destination: Equatable {
  /// Destinations are equal when they show the same model.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.connect(let lhs), .connect(let rhs)): lhs === rhs
    case (.detail(let lhs), .detail(let rhs)): lhs === rhs
    default: false
    }
  }
}
