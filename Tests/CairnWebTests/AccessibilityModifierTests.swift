import Cairn
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// Issue 33, item 9 (and 8's headings), in the markup: a slider's value in words, text hidden
/// from screen readers, polite announcements, an inline picker with one tab stop, and a
/// screen title focus can be moved to.
@MainActor
@Suite("Accessibility modifiers")
struct AccessibilityModifierTests {
  @Observable @MainActor
  final class Model {
    var minutes = 5.0
    var shade = Shade.green
    var speaker = "Blob"
  }

  enum Shade: String, CaseIterable, Hashable { case red, green, blue }

  struct Length: View {
    @UIBindable var model: Model
    var body: some View {
      HStack {
        Slider(value: $model.minutes, in: 5...30, step: 1, title: "Length")
          .accessibilityValue("\(Int(model.minutes)) minutes")
        Text("\(Int(model.minutes)) min").accessibilityHidden(true)
      }
    }
  }

  @Test func aSliderSaysItsValueInWordsAndFollowsIt() async throws {
    let model = Model()
    let host = ViewHost { Length(model: model) }
    #expect(host.find(.slider, "Length")?[attribute: "aria-valuetext"] == "5 minutes")
    try await host.slide(host.find(.slider, "Length"), to: 7)
    #expect(model.minutes == 7)
    #expect(host.find(.slider, "Length")?[attribute: "aria-valuetext"] == "7 minutes")
    #expect(host.html.contains(#"aria-hidden="true""#))
    #expect(host.html.contains(">7 min<"))
  }

  @Test func aValueOnAViewWithoutOneChangesNothing() {
    let host = ViewHost { Text("Plain").accessibilityValue("ignored") }
    #expect(!host.html.contains("aria-valuetext"))
    let shown = ViewHost { Text("Shown").accessibilityHidden(false) }
    #expect(!shown.html.contains("aria-hidden"))
  }

  func statusRegions(in host: ViewHost) -> [Node] {
    host.tree.descendants().map(\.node).filter { $0.attributes["role"] == "status" }
  }

  @Test func anAnnouncementIsAHiddenPoliteStatusThatFollowsTheModel() async throws {
    let model = Model()
    let host = ViewHost {
      Text("Meeting").accessibilityAnnouncement("\(model.speaker) is speaking.")
    }
    let region = try #require(statusRegions(in: host).first)
    #expect(statusRegions(in: host).count == 1)
    #expect(region.attributes["aria-live"] == "polite")
    #expect(region.textContent == "Blob is speaking.")
    #expect(region.attributes["style"]?.contains("clip-path: inset(50%)") == true)
    model.speaker = "Blob Jr"
    await host.settle()
    #expect(statusRegions(in: host).map(\.textContent) == ["Blob Jr is speaking."])
  }

  struct ShadePicker: View {
    @UIBindable var model: Model
    var body: some View {
      Picker("Shade", selection: $model.shade) {
        ForEach(Shade.allCases, id: \.self) { Text($0.rawValue).tag($0) }
      }
      .pickerStyle(.inline)
    }
  }

  func tabIndexes(in host: ViewHost) -> [String?] {
    host.tree.descendants().filter { $0.node.attributes["role"] == "radio" }
      .map { $0.node.attributes["tabindex"] }
  }

  @Test func anInlinePickerIsOneTabStopOnItsChoice() async throws {
    let model = Model()
    let host = ViewHost { ShadePicker(model: model) }
    #expect(tabIndexes(in: host) == ["-1", "0", "-1"])
    try await host.select("blue", in: host.find(.picker, "Shade"))
    #expect(tabIndexes(in: host) == ["-1", "-1", "0"])
  }

  @Test func aScreenTitleTakesFocusFromScriptOnly() throws {
    let host = ViewHost { NavigationStack { Text("Body").navigationTitle("Screen") } }
    let heading = try #require(host.find(.heading, "Screen"))
    #expect(heading.node.tag == "h1")
    #expect(heading[attribute: "tabindex"] == "-1")
  }
}
