@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Foundation
import Testing

/// Button, label and progress view styles written as SwiftUI writes them: custom styles draw
/// through `makeBody(configuration:)`, buttons still fire, and the built-in styles draw as
/// they always have.
@MainActor
@Suite("Style protocols")
struct ControlStyleProtocolTests {
  struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.title
        configuration.icon
      }
    }
  }

  struct CapsButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        configuration.label
        Text(configuration.role == .destructive ? "careful" : "pressed: \(configuration.isPressed)")
      }
    }
  }

  struct ConfirmingButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.label
        Button("Really") { configuration.trigger() }
      }
    }
  }

  struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        if let label = configuration.label { label }
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
      }
    }
  }

  final class Counter {
    var taps = 0
  }

  @Test func aCustomLabelStyleDrawsThroughItsBody() throws {
    let host = ViewHost {
      Label("5 min", systemImage: "clock").labelStyle(.trailingIcon)
    }
    let stack = try #require(
      host.tree.descendants().first { $0.node.attributes["class"] == "hstack" }?.node)
    #expect(stack.children.map(\.tag) == ["span", "svg"], "title first, then the icon")
    #expect(stack.children.first?.attributes["class"] == "label-title")
    #expect(stack.children.last?.attributes["data-icon"] == "clock")
    #expect(!host.html.contains("class=\"label\""), "the default layout is not drawn")
  }

  @Test func theBuiltInLabelStylesDrawTheUsualLabelOrOneOfItsParts() throws {
    func html(_ style: some LabelStyle) -> String {
      ViewHost { Label("Attendees", systemImage: "person").labelStyle(style) }.html
    }
    let plain = ViewHost { Label("Attendees", systemImage: "person") }.html
    #expect(plain.contains("<span class=\"label\"><svg"))
    #expect(plain.contains("<span class=\"label-title\">Attendees</span></span>"))
    #expect(html(.automatic) == plain)
    #expect(html(.titleAndIcon) == plain)
    #expect(!html(.titleOnly).contains("<svg"))
    #expect(html(.titleOnly).contains("Attendees"))
    let iconOnly = ViewHost { Label("Attendees", systemImage: "person").labelStyle(.iconOnly) }
    #expect(iconOnly.html.contains("class=\"label icon-only\""))
    #expect(iconOnly.contains(text: "Attendees"), "the title stays for screen readers")
  }

  @Test func aButtonStyleDrawsItsBodyInsideTheButtonAndTheButtonStillFires() async throws {
    let counter = Counter()
    let host = ViewHost {
      VStack {
        Button("Save") { counter.taps += 1 }
        Button("Delete", role: .destructive) {}
      }
      .buttonStyle(CapsButtonStyle())
    }
    let save = try #require(host.all(.button).first)
    #expect(save[attribute: "class"] == "button style-custom")
    #expect(save.text == "Savepressed: false")
    #expect(host.all(.button).last?.text == "Deletecareful", "the role reaches the style")
    try await host.tap(save)
    #expect(counter.taps == 1)
  }

  @Test func aPrimitiveButtonStyleDecidesWhatTriggersTheAction() async throws {
    let counter = Counter()
    let host = ViewHost {
      Button("Send") { counter.taps += 1 }.buttonStyle(ConfirmingButtonStyle())
    }
    #expect(host.all(.button).map(\.name) == ["Really"], "the style's body stands in its place")
    #expect(host.contains(text: "Send"))
    try await host.tap(host.button("Really"))
    #expect(counter.taps == 1)
  }

  @Test func theBuiltInButtonStylesDrawAsBefore() {
    let host = ViewHost {
      VStack {
        Button("Primary") {}.buttonStyle(.borderedProminent)
        Button("Secondary") {}
        Button("Plain") {}.buttonStyle(.plain)
        Button("Borderless") {}.buttonStyle(.borderless)
        Button("Automatic") {}.buttonStyle(.automatic)
      }
      .buttonStyle(.bordered)
    }
    func classes(_ name: String) -> String? { host.button(name)?[attribute: "class"] }
    #expect(classes("Primary") == "button style-prominent")
    #expect(classes("Secondary") == "button style-bordered")
    #expect(classes("Plain") == "button style-plain")
    #expect(classes("Borderless") == "button")
    #expect(classes("Automatic") == "button")
    #expect(
      ViewHost { Button("Go") {}.buttonStyle(.borderedProminent) }.html.contains(
        "<button class=\"button style-prominent\" data-on-click="))
  }

  @Test func aProgressViewStyleDrawsFromTheFractionCompleted() {
    let host = ViewHost {
      ProgressView("Upload", value: 3, total: 4).progressViewStyle(PercentStyle())
    }
    #expect(host.texts == ["Upload", "75%"])
    #expect(!host.html.contains("<progress"))
  }

  @Test func theBuiltInProgressStylesDrawABarOrARing() {
    let bar = ViewHost { ProgressView("Meeting", value: 0.5) }.html
    #expect(
      bar.contains("<progress aria-label=\"Meeting\" class=\"progress\" max=\"1.0\" value=\"0.5\">")
    )
    #expect(ViewHost { ProgressView("Meeting", value: 0.5).progressViewStyle(.linear) }.html == bar)
    let waiting = ViewHost { ProgressView() }.html
    #expect(waiting.contains("<progress aria-label=\"Loading\" class=\"progress indeterminate\">"))

    let ring = ViewHost { ProgressView("Meeting", value: 0.25).progressViewStyle(.circular) }
    let progress = ring.tree.descendants().first { $0.node.attributes["role"] == "progressbar" }
    #expect(progress?.node.attributes["aria-valuenow"] == "25")
    #expect(ring.html.contains("stroke-dasharray=\"0.25 2\""))
    let spinner = ViewHost { ProgressView().progressViewStyle(.circular) }.html
    #expect(spinner.contains("class=\"progress-ring indeterminate\""))
  }
}

extension LabelStyle where Self == ControlStyleProtocolTests.TrailingIconLabelStyle {
  static var trailingIcon: Self { Self() }
}
