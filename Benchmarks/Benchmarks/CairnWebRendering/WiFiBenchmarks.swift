import Benchmark
import Cairn
import CairnControllers
@_spi(Runtime) import CairnWeb
import CaseStudies
import CaseStudyFeatures
import Dependencies
import Foundation

/// The scanner changing one network among 50: the list written with view controllers (the
/// observe closure re-snapshots, the data source keeps the cells of items that stay) against
/// the same list written declaratively. Each measures the live pipeline: the change, the
/// main-actor re-runs it causes, the render, the diff and the update frame.
func wifiBenchmarks() {
  scanBenchmark("view controllers (snapshot apply)") { model in
    LiveView {
      ControllerRepresenting {
        UINavigationController(rootViewController: WiFiSettingsViewController(model: model))
      }
    }
  }
  scanBenchmark("declarative views") { model in
    LiveView { DeclarativeWiFiList(model: model) }
  }
}

/// One scan-change benchmark over the live view `makeLive` builds for the model.
private func scanBenchmark(
  _ style: String,
  makeLive: @escaping @MainActor @Sendable (WiFiSettingsModel) -> LiveView
) {
  Benchmark(
    "Wi-Fi list, 50 networks, one changed: \(style)",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .custom("patch frame bytes")],
      maxDuration: .seconds(3))
  ) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await Task { @MainActor in
      let model = makeWiFiModel()
      let live = makeLive(model)
      await measureScan(benchmark, live: live, model: model)
      live.stop()
    }.value
  }
}

/// Changes one network's signal and waits for the update it causes; records the frame's size.
@MainActor
private func measureScan(_ benchmark: Benchmark, live: LiveView, model: WiFiSettingsModel) async {
  var bytes = 0
  live.onUpdate = { update in bytes += WireProtocol.updateFrame(update).utf8.count }
  let index = Int.random(in: 0..<model.foundNetworks.count)
  let strength = model.foundNetworks[index].connectivity
  benchmark.startMeasurement()
  model.foundNetworks[index].connectivity = strength == 0.25 ? 0.5 : 0.25
  await settleObservations()
  benchmark.stopMeasurement()
  precondition(bytes > 0, "the change reached the page")
  benchmark.measurement(.custom("patch frame bytes"), bytes)
}

/// A settings model over 50 networks whose scanner never reports.
@MainActor
private func makeWiFiModel() -> WiFiSettingsModel {
  withDependencies {
    $0.networkScanner = NetworkScanner { AsyncStream { _ in } }
  } operation: {
    WiFiSettingsModel(
      foundNetworks: (0..<50).map { index in
        Network(
          id: UUID(), name: "Network \(index)", isSecured: index.isMultiple(of: 2),
          connectivity: Double(index % 4 + 1) / 4)
      })
  }
}

/// The Wi-Fi list written declaratively: the same rows, drawn from the model in `body`.
private struct DeclarativeWiFiList: View {
  @UIBindable var model: WiFiSettingsModel

  var body: some View {
    NavigationStack {
      List {
        Toggle("Wi-Fi", isOn: $model.isOn)
        if model.isOn {
          Section("Networks") {
            ForEach(model.otherNetworks) { network in
              HStack {
                Button(action: { model.networkTapped(network) }) { Text(network.name) }
                  .accessibilityLabel("Join \(network.name)")
                if network.isSecured {
                  Image(systemName: "lock.fill").accessibilityLabel("Secured")
                }
                Image(systemName: "wifi", variableValue: network.connectivity)
                  .accessibilityLabel("Signal \(Int((network.connectivity * 100).rounded())) %")
                Button("Details of \(network.name)", systemImage: "info.circle") {
                  model.infoButtonTapped(network: network)
                }
              }
            }
          }
        }
      }
      .navigationTitle("Wi-Fi")
    }
  }
}
