import Cairn
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

@MainActor @Observable
private final class DrillModel {
  var count: Int?
}

/// The pattern swift-navigation's case studies use: a drill-down declared in an empty
/// background, outside the form's rows.
private struct DrillScreen: View {
  @UIBindable var model: DrillModel

  var body: some View {
    NavigationStack {
      Form {
        Button("Drill down") { model.count = 42 }
      }
      .background {
        EmptyView().navigationDestination(item: $model.count) { $count in
          Text("Count \(count)").navigationTitle("Detail")
        }
      }
      .navigationTitle("Root")
    }
  }
}

@MainActor
@Suite("background(alignment:content:) and background(_:alignment:)")
struct BackgroundModifierTests {
  @Test func theBackgroundIsDrawnBehindTheView() throws {
    let host = ViewHost {
      Text("Front").background { Text("Behind") }
    }
    let html = host.html
    let behind = try #require(html.range(of: "Behind"))
    let front = try #require(html.range(of: "Front"))
    #expect(html.contains("zstack background"))
    #expect(behind.lowerBound < front.lowerBound, "painted first, so underneath")
  }

  @Test func theOlderSpellingTakesAView() {
    let host = ViewHost { Text("Front").background(Text("Behind"), alignment: .leading) }
    #expect(host.contains(text: "Behind"))
    #expect(host.html.contains("justify-items"))
  }

  @Test func aDrillDownDeclaredInABackgroundPushes() async throws {
    let model = DrillModel()
    let host = ViewHost { DrillScreen(model: model) }
    #expect(host.live.title == "Root")
    try await host.tap(host.button("Drill down"))
    #expect(host.live.title == "Detail")
    #expect(host.contains(text: "Count 42"))
    try await host.goBack()
    #expect(model.count == nil)
  }

  @Test func aColourBackgroundIsStillAColour() {
    let host = ViewHost { Text("Tinted").background(Color.red) }
    #expect(!host.html.contains("zstack background"))
    #expect(host.html.contains("background:"))
  }
}
