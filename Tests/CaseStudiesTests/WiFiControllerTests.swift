import Cairn
import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import CaseStudies
import CaseStudyFeatures
import Clocks
import Dependencies
import Foundation
import Testing

/// The Wi-Fi settings through the imperative layer, in the headless host.
@MainActor
@Suite("Wi-Fi settings: controllers")
struct WiFiControllerTests {
  static let nachos = Network.mocks[0]
  static let blobsWorld = Network.mocks[2]

  /// The settings in the headless host; the model is made under the test's dependencies (an
  /// immediate clock), so the models it makes inherit them.
  func host(
    _ makeModel: @MainActor () -> WiFiSettingsModel = { WiFiSettingsModel() }
  ) -> (WiFiSettingsModel, WiFiSettingsViewController, ViewHost) {
    withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      let model = makeModel()
      let controller = WiFiSettingsViewController(model: model)
      let host = ViewHost(url: { model.deepLink }) {
        ControllerRepresenting { UINavigationController(rootViewController: controller) }
      }
      return (model, controller, host)
    }
  }

  @Test func theSwitchWritesTheModelAndTheModelMovesTheSwitch() async throws {
    let (model, _, host) = host()
    #expect(host.find(.heading, "Wi-Fi") != nil)
    #expect(host.button("Join nachos") != nil)

    try await host.setToggle(host.find(.toggle, "Wi-Fi"), to: false)
    #expect(model.isOn == false)
    #expect(host.button("Join nachos") == nil, "the list hides while Wi-Fi is off")

    model.isOn = true
    await host.settle()
    #expect(host.find(.toggle, "Wi-Fi")?[attribute: "checked"] != nil)
    #expect(host.button("Join nachos") != nil)
  }

  @Test func rowsShowLockSignalAndInfo() throws {
    let (_, _, host) = host()
    let labels = host.tree.descendants().compactMap { $0.node.attributes["aria-label"] }
    #expect(labels.contains("Secured"))
    #expect(labels.contains("Signal 50 %"))
    #expect(labels.contains("Details of Blob's World"))
    // Blob's World is open: no lock in its row.
    let blob = host.all(.listItem).first { $0.text.contains("Blob's World") }
    let blobLabels = blob?.node.descendants().compactMap { $0.node.attributes["aria-label"] }
    #expect(blobLabels?.contains("Join Blob's World") == true)
    #expect(blobLabels?.contains("Secured") == false)
  }

  @Test func tappingASecuredRowPresentsTheSheetAndJoiningSelectsItOnTop() async throws {
    let (model, _, host) = host()
    try await host.tap(host.button("Join nachos"))
    let sheet = try #require(host.dialog("nachos"))
    #expect(host.effects.contains(.replaceURL("/wifi/\(Self.nachos.id.uuidString)/connect")))
    #expect(host.button("Join", in: sheet)?[attribute: "disabled"] != nil, "no password yet")

    try await host.type("blobisawesome", into: host.find(.textField, "Password"))
    try await host.tap(host.button("Join", in: host.dialog("nachos")))
    #expect(host.dialog() == nil)
    #expect(model.selectedNetworkID == Self.nachos.id)
    let first = host.all(.listItem).first
    #expect(first?.text.contains("nachos") == true, "the joined network is on top")
    #expect(host.button("nachos, joined") != nil)
  }

  @Test func aWrongPasswordShowsTheAlert() async throws {
    let (model, _, host) = host()
    try await host.tap(host.button("Join nachos"))
    try await host.type("123", into: host.find(.textField, "Password"))
    try await host.tap(host.button("Join", in: host.dialog("nachos")))
    let alert = try #require(host.alert("Incorrect password for “nachos”"))
    try await host.tap(host.button("OK", in: alert))
    #expect(host.alert() == nil)
    #expect(host.dialog("nachos") != nil, "the sheet stays for another try")
    #expect(model.selectedNetworkID == nil)
  }

  @Test func anOpenRowJoinsAtOnce() async throws {
    let (model, _, host) = host()
    try await host.tap(host.button("Join Blob's World"))
    #expect(model.selectedNetworkID == Self.blobsWorld.id)
    #expect(host.dialog() == nil)
  }

  @Test func theDetailIsPushedAndForgettingPops() async throws {
    let (model, _, host) = host { WiFiSettingsModel(selectedNetworkID: Self.nachos.id) }
    try await host.tap(host.button("Details of nachos"))
    #expect(host.find(.heading, "nachos") != nil)
    #expect(host.effects.contains(.pushURL("/wifi/\(Self.nachos.id.uuidString)")))

    try await host.tap(host.button("Forget network"))
    let alert = try #require(host.alert("Forget Wi-Fi Network “nachos”?"))
    try await host.tap(host.button("Forget", in: alert))
    #expect(model.selectedNetworkID == nil)
    #expect(model.destination == nil)
    #expect(host.find(.heading, "Wi-Fi") != nil, "back at the list")
  }

  @Test func theBackButtonPopsTheDetail() async throws {
    let (model, _, host) = host()
    try await host.tap(host.button("Details of nachos"))
    try await host.goBack()
    #expect(model.destination == nil)
    #expect(host.find(.heading, "Wi-Fi") != nil)
  }

  @Test func anUnrelatedChangeDoesNotReapplyTheSnapshot() async throws {
    let (model, controller, host) = host()
    let applied = try #require(controller.dataSource?.applyCount)

    model.isOn = false
    model.destination = .detail(NetworkDetailModel(network: Self.nachos))
    await host.settle()
    model.destination = nil
    await host.settle()
    #expect(controller.dataSource?.applyCount == applied, "the snapshot reads neither")

    model.foundNetworks.append(Network(id: UUID(), name: "404NotFound", connectivity: 0.25))
    await host.settle()
    #expect(controller.dataSource?.applyCount == applied + 1)
  }

  @Test func aScanThatChangesOneNetworkPatchesOneRow() async throws {
    let (model, _, host) = host()
    let before = host.updates.count
    model.foundNetworks[1].connectivity = 0.25
    await host.settle()
    #expect(host.updates.count == before + 1)
    let patches = try #require(host.updates.last?.patches)
    // The row is reconfigured in place: it moves (sorted by signal) and its icon's attributes
    // change; no row is rebuilt.
    #expect(
      !patches.contains { patch in
        switch patch {
        case .insert, .replace: true
        default: false
        }
      }, "\(patches)")
    #expect(patches.count <= 5, "\(patches)")
  }

  @Test func aDeepLinkOpensTheDetailAndTheSheet() {
    let path = "/wifi/\(Self.nachos.id.uuidString)"
    let (_, _, detailHost) = host { WiFiSettingsModel(deepLink: DeepLink(path: path)) }
    #expect(detailHost.find(.heading, "nachos") != nil)

    let (_, _, connectHost) = host {
      WiFiSettingsModel(deepLink: DeepLink(path: path + "/connect"))
    }
    #expect(connectHost.dialog("nachos") != nil)
  }

  @Test func controllersAndModelsAreReleasedWhenTheTabEnds() async throws {
    // A scanner that never finishes, as the live one: the scan must stop with the screen.
    let endless = NetworkScanner { AsyncStream { _ in } }
    weak var weakController: WiFiSettingsViewController?
    weak var weakModel: WiFiSettingsModel?
    weak var weakDetail: NetworkDetailModel?
    do {
      let (model, controller, host) = withDependencies {
        $0.networkScanner = endless
      } operation: {
        self.host()
      }
      try await host.tap(host.button("Details of nachos"))
      weakController = controller
      weakModel = model
      weakDetail = model.destination?.detail
      host.live.stop()
    }
    // The cancelled scan unwinds in a few turns of the main actor (no clock involved).
    for _ in 0..<20 { await Task.yield() }
    await settleObservations()
    #expect(weakController == nil)
    #expect(weakModel == nil)
    #expect(weakDetail == nil)
  }
}
