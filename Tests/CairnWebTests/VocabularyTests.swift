import Cairn
import CairnWebTesting
import Foundation
import Testing

@_spi(Runtime) @testable import CairnWeb

/// Issue 29, deliverable 5: the rest of SwiftUI's vocabulary the samples use, drawn as HTML.
@MainActor
@Suite("SwiftUI vocabulary")
struct VocabularyTests {
  @Observable @MainActor
  final class Model {
    var quantity = 0
    var isOnBackOrder = false
    var color: String? = nil
    var length = 5.0
    var status = "in stock"
  }

  func style(of host: ViewHost, text: String) -> String? {
    host.tree.descendants().first { _, node in
      node.attributes["style"] != nil && node.textContent == text
    }?.node.attributes["style"]
  }

  @Test func layoutModifiersWriteTheirCSS() {
    let host = ViewHost {
      VStack {
        Text("Square").frame(width: 30, height: 30)
        Text("Wide").frame(maxWidth: .infinity)
        Text("Bounded").frame(minWidth: 300, minHeight: 500)
        Text("Boxed").border(Color.black, width: 1)
        Text("Lead").padding(.leading)
        Text("Across").padding(.horizontal, 4)
        Text("All").padding(4)
        Text("Default").padding()
        Text("Fixed").fixedSize(horizontal: false, vertical: true)
        Text("Two lines").lineLimit(2)
        Text("Centred").multilineTextAlignment(.center)
      }
    }
    #expect(style(of: host, text: "Square") == "width: 30px; flex-shrink: 0;height: 30px;")
    #expect(style(of: host, text: "Wide")?.contains("max-width: 100%") == true)
    #expect(style(of: host, text: "Bounded") == "min-width: 300px;min-height: 500px;")
    #expect(style(of: host, text: "Boxed") == "box-shadow: inset 0 0 0 1px #000;")
    #expect(style(of: host, text: "Lead") == "padding-left: 16px;")
    #expect(style(of: host, text: "Across") == "padding-left: 4px;padding-right: 4px;")
    #expect(style(of: host, text: "All") == "padding: 4px;")
    #expect(style(of: host, text: "Default") == "padding: 16px;")
    #expect(style(of: host, text: "Fixed") == "height: auto;")
    #expect(style(of: host, text: "Two lines")?.contains("-webkit-line-clamp: 2;") == true)
    #expect(style(of: host, text: "Centred") == "text-align: center;")
  }

  @Test func fontsColoursAndIconScale() {
    let host = ViewHost {
      VStack {
        Text("Big").font(.largeTitle)
        Text("Third").font(.title3)
        Text("Sized").font(.system(size: 12, weight: .bold))
        Text("Grey").foregroundColor(Color.gray)
        Text("Styled").foregroundStyle(.secondary)
        Text("Kept").foregroundColor(nil)
        Label("Plus", systemImage: "plus").imageScale(.large)
      }
    }
    let big = host.tree.descendants().first { $0.node.textContent == "Big" }?.node
    #expect(big?.attributes["class"]?.contains("font-largeTitle") == true)
    #expect(style(of: host, text: "Third") == "font-size: 20px; font-weight: 600;")
    #expect(style(of: host, text: "Sized") == "font-size: 12px;font-weight: 700;")
    #expect(style(of: host, text: "Grey") == "color: #8e8e93;")
    #expect(style(of: host, text: "Styled") == "color: var(--secondary);")
    #expect(style(of: host, text: "Kept") == nil)
    let icon = host.tree.descendants().first { $0.node.tag == "svg" }?.node
    #expect(icon?.attributes["style"] == "width: 1.3em; height: 1.3em;")
  }

  @Test func theSwiftUINamespaceNamesCairnsTypes() {
    let color: SwiftUI.Color = SwiftUI.Color(red: 1, green: 0, blue: 0)
    #expect(color == Color(red: 1, green: 0, blue: 0))
    let text: SwiftUI.Text = Text("x")
    _ = text
  }

  struct QuantityForm: View {
    @UIBindable var model: Model

    var body: some View {
      Form {
        Section(header: Text("In stock")) {
          Stepper("Quantity: \(model.quantity)", value: $model.quantity)
          Toggle(isOn: $model.isOnBackOrder) { Text("On back order") }
        }
        Section(header: Text("Details"), footer: Text("Saved as you go")) {
          Picker(selection: $model.color, label: Text("Color")) {
            Text("None").tag(String?.none)
            Text("Red").tag(Optional("Red"))
          }
          Slider(value: $model.length, in: 5...30, step: 1) { Text("Length") }
          Stepper(value: $model.quantity, in: 0...2) { Text("Bounded") }
        }
      }
    }
  }

  @Test func controlsWithLabelViewsAndTheOlderSectionForm() async throws {
    let model = Model()
    let host = ViewHost { QuantityForm(model: model) }
    #expect(host.all(.heading).map(\.text) == ["In stock", "Details"])
    #expect(host.contains(text: "Saved as you go"))
    try await host.tap(host.button("Decrement Quantity: 0"))
    #expect(model.quantity == -1, "a stepper without a range goes below zero")
    try await host.tap(host.button("Increment Quantity: -1"))
    try await host.tap(host.button("Increment Quantity: 0"))
    #expect(model.quantity == 1)
    try await host.setToggle(host.find(.toggle, "On back order"), to: true)
    #expect(model.isOnBackOrder)
    try await host.select("Red", in: host.find(.picker, "Color"))
    #expect(model.color == "Red")
    try await host.slide(host.find(.slider, "Length"), to: 12)
    #expect(model.length == 12)
    try await host.tap(host.button("Increment Bounded"))
    #expect(model.quantity == 2)
    #expect(host.button("Increment Bounded")?.node.attributes["disabled"] != nil)
  }

  @Test func aStepperWithoutARangeStopsAtTheEndsOfInt() async throws {
    let model = Model()
    model.quantity = Int.max - 1
    let host = ViewHost {
      Stepper("Big", value: UIBinding(model, \.quantity), step: 5)
    }
    try await host.tap(host.button("Increment Big"))
    #expect(model.quantity == Int.max)
  }

  @Test func datesAreWrittenInTheTabsTimeZone() async {
    let date = Date(timeIntervalSince1970: 1_700_000_000)  // 22:13 UTC, 14 November 2023
    let host = ViewHost {
      VStack {
        Text(date, style: .date)
        Text(date, style: .time)
        Text("Total: ") + Text(3, format: .number) + Text(" items").bold()
      }
    }
    host.setViewerTimeZone("Asia/Tokyo")
    await host.settle()
    #expect(host.contains(text: "November 15, 2023"))
    #expect(host.texts.contains("7:13\u{202F}AM"))
    host.setViewerTimeZone("America/New_York")
    await host.settle()
    #expect(host.contains(text: "November 14, 2023"))
    #expect(host.texts.contains("5:13\u{202F}PM"))
    #expect(host.html.contains("Total: 3<strong> items</strong>"))
  }

  @Test func relativeOffsetAndTimerStyles() {
    let now = Date(timeIntervalSince1970: 1_000_000)
    let later = now.addingTimeInterval(7530)
    let utc = TimeZone(identifier: "UTC")!
    #expect(Text.DateStyle.relative.string(for: later, now: now, in: utc) == "2 hours, 6 minutes")
    #expect(Text.DateStyle.offset.string(for: later, now: now, in: utc) == "+2 hours, 6 minutes")
    #expect(
      Text.DateStyle.offset.string(for: now.addingTimeInterval(-300), now: now, in: utc)
        == "-5 minutes")
    #expect(
      Text.DateStyle.timer.string(for: now.addingTimeInterval(125), now: now, in: utc) == "2:05")
    #expect(Text.DateStyle.timer.string(for: later, now: now, in: utc) == "2:05:30")
  }

  @Test func durationsFormatInUnitsAsOnApplesSystems() {
    #expect(Duration.seconds(300).formatted(.units()) == "5 min")
    #expect(Duration.seconds(90).formatted(.units()).hasPrefix("1 min, 30 sec"))
  }

  @Test func withAnimationAppliesItsChangeUnderAnAnimatedTransaction() {
    let model = Model()
    var seen: Animation?? = .none
    let result = withAnimation(.easeInOut(duration: 0.2)) {
      model.quantity = 3
      seen = UITransaction.current.animation
      return "done"
    }
    #expect(model.quantity == 3)
    #expect(result == "done")
    #expect(seen == .some(.easeInOut(duration: 0.2)))
    withAnimation { seen = UITransaction.current.animation }
    #expect(seen == .some(.default))
    #expect(UITransaction.current.animation == nil, "only inside the body")
    #expect(Animation.spring() == Animation.spring(response: 0.5))
    #expect(Animation.linear(duration: 2).delay(1) == UIAnimation.linear(duration: 2))
  }

  struct AnimatedList: View {
    @UIBindable var model: Model

    var body: some View {
      List {
        Text(model.status).transition(.opacity)
        Button("Sell out") { withAnimation { model.status = "sold out" } }
      }
      .animation(.default, value: model.status)
    }
  }

  @Test func aChangeMadeInWithAnimationRedraws() async throws {
    let model = Model()
    let host = ViewHost { AnimatedList(model: model) }
    try await host.tap(host.button("Sell out"))
    #expect(host.contains(text: "sold out"))
  }
}

/// SwiftUI's offset-based editing of collections, as lists' `onDelete` and `onMove` use it.
@Suite("Collection offsets")
struct CollectionOffsetTests {
  @Test func removeAtOffsetsAndMoveFromOffsets() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.remove(atOffsets: IndexSet([1, 3]))
    #expect(letters == ["a", "c", "e"])
    var moving = ["a", "b", "c", "d", "e"]
    moving.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
    #expect(moving == ["c", "d", "a", "b", "e"])
    moving.move(fromOffsets: IndexSet([4]), toOffset: 0)
    #expect(moving == ["e", "c", "d", "a", "b"])
  }
}
