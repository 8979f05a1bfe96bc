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

/// The Wi-Fi settings, written in UIKit's idiom (collection view controllers, cell
/// registrations, list cells with accessories, a diffable data source, Auto Layout, alert
/// controllers), in the headless host.
@MainActor
@Suite("Wi-Fi settings: controllers")
struct WiFiControllerTests {
  static let nachos = Network.mocks[0]
  static let blobsWorld = Network.mocks[2]

  /// The settings in the headless host; the model is made under the test's dependencies (an
  /// immediate clock unless `clock` is given), so the models it makes inherit them.
  func host(
    clock: any Clock<Duration> = ImmediateClock(),
    _ makeModel: @MainActor () -> WiFiSettingsModel = { WiFiSettingsModel() }
  ) -> (WiFiSettingsModel, WiFiSettingsViewController, ViewHost) {
    withDependencies {
      $0.continuousClock = clock
    } operation: {
      let model = makeModel()
      let controller = WiFiSettingsViewController(model: model)
      let host = ViewHost(url: { model.deepLink }) {
        ControllerRepresenting { UINavigationController(rootViewController: controller) }
      }
      return (model, controller, host)
    }
  }

  /// Taps "Join" in the sheet and lets the join's second pass on `clock`: the button's action
  /// starts the join in a task of its own, as UIKit code does.
  ///
  /// The join's task may not have started its one-second wait when the clock is first moved
  /// (the clock only wakes waits it already has), so the clock moves again until the join
  /// ends in an alert or a closed sheet, a bounded number of times.
  func join(in host: ViewHost, on clock: TestClock<Duration>) async throws {
    try await host.tap(host.button("Join", in: host.dialog("nachos")))
    for _ in 0..<20 {
      await clock.advance(by: .seconds(1))
      await host.settle()
      if host.alert() != nil || host.dialog("nachos") == nil { return }
    }
  }

  /// The labels of the row showing `text`, in page order.
  func labels(ofRow text: String, in host: ViewHost) -> [String]? {
    host.all(.listItem).first { $0.text.contains(text) }?.node.descendants()
      .compactMap { $0.node.attributes["aria-label"] }
  }

  @Test func theSwitchRowWritesTheModelAndTheModelMovesIt() async throws {
    let (model, _, host) = host()
    #expect(host.find(.heading, "Wi-Fi") != nil)
    #expect(host.button("nachos") != nil)
    #expect(host.button("Wi-Fi") == nil, "the switch's row is not selectable, so no button")

    try await host.setToggle(host.find(.toggle, "Wi-Fi"), to: false)
    #expect(model.isOn == false)
    #expect(host.button("nachos") == nil, "only the switch's row is left while Wi-Fi is off")
    #expect(host.all(.listItem).count == 1)

    model.isOn = true
    await host.settle()
    #expect(host.find(.toggle, "Wi-Fi")?[attribute: "checked"] != nil)
    #expect(host.button("nachos") != nil)
  }

  @Test func networkRowsShowLockSignalAndANamedInfoButton() throws {
    let (_, controller, host) = host()
    let nachos = try #require(labels(ofRow: "nachos 5G", in: host))
    #expect(nachos == ["Secured", "Signal 75 %", "More info about nachos 5G"], "in iOS's order")
    let blob = try #require(labels(ofRow: "Blob's World", in: host))
    #expect(blob == ["Signal 25 %", "More info about Blob's World"], "an open network: no lock")
    // The found networks are sorted by signal, under the switch's section.
    let found = controller.dataSource.snapshot.itemIdentifiers(inSection: .found)
    #expect(found.first == .found(Network.mocks[3].id))
    #expect(controller.collectionView.numberOfSections == 2)
    #expect(host.contains(text: "Networks"), "the found section's header")
  }

  @Test func tappingASecuredRowPresentsTheSheetAndJoiningPutsItUnderTheSwitch() async throws {
    let clock = TestClock()
    let (model, controller, host) = host(clock: clock)
    try await host.tap(host.button("nachos"))
    let sheet = try #require(host.dialog("nachos"))
    #expect(host.effects.contains(.replaceURL("/wifi/\(Self.nachos.id.uuidString)/connect")))
    #expect(host.contains(text: "Enter the password for “nachos”"))
    #expect(host.button("Join", in: sheet)?[attribute: "disabled"] != nil, "no password yet")
    #expect(host.find(.textField, "Password")?[attribute: "autofocus"] != nil)

    try await host.type("blobisawesome", into: host.find(.textField, "Password"))
    try await join(in: host, on: clock)
    #expect(host.dialog() == nil)
    #expect(model.selectedNetworkID == Self.nachos.id)
    #expect(
      controller.dataSource.snapshot.itemIdentifiers(inSection: .top)
        == [.isOn, .selected(Self.nachos.id)], "the joined network sits under the switch")
    #expect(labels(ofRow: "nachos", in: host)?.first == "Joined", "a checkmark before its name")
  }

  @Test func whileJoiningTheButtonIsDisabledAndTheSpinnerShows() async throws {
    let clock = TestClock()
    let (model, _, host) = host(clock: clock)
    try await host.tap(host.button("nachos"))
    try await host.type("blobisawesome", into: host.find(.textField, "Password"))
    try await host.tap(host.button("Join", in: host.dialog("nachos")))
    // The join's task starts and waits on the clock.
    await clock.advance(by: .zero)
    await host.settle()
    #expect(model.destination?.connect?.isConnecting == true)
    #expect(host.button("Join", in: host.dialog("nachos"))?[attribute: "disabled"] != nil)
    #expect(host.find(.textField, "Password")?[attribute: "disabled"] != nil)
    #expect(host.html.contains("Joining"), "the spinner, named")
    // The clock wakes only waits it already has: move it until the join's wait has ended.
    for _ in 0..<20 where host.dialog("nachos") != nil {
      await clock.advance(by: .seconds(1))
      await host.settle()
    }
    #expect(model.selectedNetworkID == Self.nachos.id)
    #expect(host.dialog() == nil)
  }

  @Test func aWrongPasswordShowsTheAlertAndGivesTheFieldTheFocusBack() async throws {
    let clock = TestClock()
    let (model, _, host) = host(clock: clock)
    try await host.tap(host.button("nachos"))
    try await host.type("123", into: host.find(.textField, "Password"))
    try await join(in: host, on: clock)
    let alert = try #require(host.alert("Incorrect password for “nachos”"))
    #expect(host.all(.button, in: alert).map(\.name) == ["OK"])
    let focusBefore = host.effects.filter { if case .focus = $0 { true } else { false } }.count
    try await host.tap(host.button("OK", in: alert))
    #expect(host.alert() == nil)
    #expect(host.dialog("nachos") != nil, "the sheet stays for another try")
    #expect(model.selectedNetworkID == nil)
    #expect(model.destination?.connect?.isPasswordFocused == true)
    let field = try #require(host.find(.textField, "Password"))
    #expect(field[attribute: "autofocus"] != nil)
    let focusAfter = host.effects.filter { if case .focus = $0 { true } else { false } }.count
    #expect(focusAfter > focusBefore, "the page is told to focus the field")

    try await host.type("blobisawesome", into: field)
    try await join(in: host, on: clock)
    #expect(model.selectedNetworkID == Self.nachos.id)
  }

  @Test func cancelClosesTheSheetWithoutJoining() async throws {
    let (model, _, host) = host()
    try await host.tap(host.button("nachos"))
    try await host.tap(host.button("Cancel", in: host.dialog("nachos")))
    #expect(host.dialog() == nil)
    #expect(model.destination == nil)
    #expect(model.selectedNetworkID == nil)
  }

  @Test func anOpenRowJoinsAtOnce() async throws {
    let (model, _, host) = host()
    try await host.tap(host.button("Blob's World"))
    #expect(model.selectedNetworkID == Self.blobsWorld.id)
    #expect(host.dialog() == nil)
  }

  @Test func theDetailIsAListAndForgettingPops() async throws {
    let (model, _, host) = host { WiFiSettingsModel(selectedNetworkID: Self.nachos.id) }
    try await host.tap(host.button("More info about nachos"))
    #expect(host.find(.heading, "nachos") != nil)
    #expect(host.effects.contains(.pushURL("/wifi/\(Self.nachos.id.uuidString)")))
    #expect(host.contains(text: "WPA2/WPA3 Personal"))
    #expect(host.contains(text: "50 %"))
    #expect(host.button("Security") == nil, "the facts are not buttons")

    try await host.tap(host.button("Forget network"))
    let alert = try #require(host.alert("Forget Wi-Fi Network “nachos”?"))
    #expect(host.all(.button, in: alert).map(\.name).sorted() == ["Cancel", "Forget"])
    try await host.tap(host.button("Forget", in: alert))
    #expect(model.selectedNetworkID == nil)
    #expect(model.destination == nil)
    #expect(host.find(.heading, "Wi-Fi") != nil, "back at the list")
  }

  @Test func cancellingTheForgetAlertKeepsTheNetwork() async throws {
    let (model, _, host) = host { WiFiSettingsModel(selectedNetworkID: Self.nachos.id) }
    try await host.tap(host.button("More info about nachos"))
    try await host.tap(host.button("Forget network"))
    try await host.tap(host.button("Cancel", in: host.alert()))
    #expect(host.alert() == nil)
    #expect(model.selectedNetworkID == Self.nachos.id)
    #expect(host.find(.heading, "nachos") != nil, "still on the detail")
  }

  @Test func theBackButtonPopsTheDetail() async throws {
    let (model, _, host) = host()
    try await host.tap(host.button("More info about nachos"))
    try await host.goBack()
    #expect(model.destination == nil)
    #expect(host.find(.heading, "Wi-Fi") != nil)
  }

  @Test func aDestinationChangeAppliesNoSnapshot() async throws {
    let (model, controller, host) = host()
    let applied = controller.dataSource.applyCount

    model.destination = .detail(NetworkDetailModel(network: Self.nachos))
    await host.settle()
    model.destination = nil
    await host.settle()
    #expect(controller.dataSource.applyCount == applied, "the snapshot reads no destination")

    model.foundNetworks.append(Network(id: UUID(), name: "404NotFound", connectivity: 0.25))
    await host.settle()
    #expect(controller.dataSource.applyCount == applied + 1)
    model.isOn = false
    await host.settle()
    #expect(controller.dataSource.applyCount == applied + 2)
  }

  @Test func aScanThatChangesOneNetworkReconfiguresItsRowInPlace() async throws {
    let (model, controller, host) = host()
    let row = try #require(controller.dataSource.indexPath(for: .found(model.foundNetworks[1].id)))
    let cell = try #require(controller.collectionView.cellForItem(at: row))
    let before = host.updates.count
    model.foundNetworks[1].connectivity = 0.25
    await host.settle()
    #expect(host.updates.count == before + 1)
    let moved = try #require(
      controller.dataSource.indexPath(for: .found(model.foundNetworks[1].id)))
    #expect(controller.collectionView.cellForItem(at: moved) === cell, "the same cell, reused")
    #expect(labels(ofRow: "nachos 5G", in: host)?.contains("Signal 25 %") == true)
    let patches = try #require(host.updates.last?.patches)
    // The row moves (sorted by signal) and keeps its content; its accessories, made afresh by
    // the registration as UIKit code makes them, are drawn anew. No other row is touched.
    let described = patches.map { "\($0)".prefix(200) }.joined(separator: "\n")
    #expect(patches.count <= 8, "\(described)")
    #expect(
      !described.contains("text(\"nachos 5G\")"), "the row's text is not redrawn: \(described)")
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
      try await host.tap(host.button("More info about nachos"))
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
