@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Foundation
import Testing

/// The SwiftUI spellings a meeting timer screen is written with: a progress bar without a
/// title, a progress style that wraps the ordinary bar, a ring stroked inside its frame, an
/// overlay, a turned shape, rows numbered with `enumerated()`, monospaced digits, and a
/// button handed a plain closure property.
@MainActor
@Suite("Meeting timer vocabulary")
struct MeetingTimerVocabularyTests {
  /// A style that draws the ordinary bar on a coloured plate.
  struct PlateStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      ZStack {
        RoundedRectangle(cornerRadius: 10).fill(Color.yellow)
        ProgressView(configuration).tint(Color.red)
      }
    }
  }

  /// A quarter of a square's outline, from its top leading corner to its top trailing one.
  struct TopEdge: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
      }
    }
  }

  func elements(_ tag: String, in host: ViewHost) -> [Node] {
    host.tree.descendants().map(\.node).filter { $0.tag == tag }
  }

  @Test func aProgressViewNeedsNoTitle() throws {
    let bar = try #require(elements("progress", in: ViewHost { ProgressView(value: 0.25) }).first)
    #expect(bar.attributes["aria-label"] == "Progress")
    #expect(bar.attributes["value"] == "0.25")
    #expect(bar.attributes["max"] == "1.0")
    let float = try #require(
      elements("progress", in: ViewHost { ProgressView(value: Float(3), total: 4) }).first)
    #expect(float.attributes["value"] == "3.0")
    #expect(float.attributes["max"] == "4.0")
    let notYetKnown: Double? = nil
    let unknown = try #require(
      elements("progress", in: ViewHost { ProgressView(value: notYetKnown) }).first)
    #expect(unknown.attributes["class"] == "progress indeterminate")
  }

  @Test func aStyleDrawsTheOrdinaryBarFromItsConfiguration() throws {
    let host = ViewHost {
      ProgressView("Meeting", value: 0.5).progressViewStyle(PlateStyle())
    }
    let bars = elements("progress", in: host)
    #expect(bars.count == 1, "the style's bar is drawn once, not by the style again")
    let bar = try #require(bars.first)
    #expect(bar.attributes["aria-label"] == "Meeting")
    #expect(bar.attributes["value"] == "0.5")
    #expect(elements("rect", in: host).count == 1, "the plate behind it")
  }

  @Test func strokeBorderKeepsTheLineInsideTheShape() throws {
    let ring = try #require(
      elements("circle", in: ViewHost { Circle().strokeBorder(lineWidth: 24) }).first)
    #expect(
      ring.attributes["style"]
        == "r: max(0px, calc(50cqmin - 12px));fill: none; stroke: currentColor;"
        + " stroke-width: 24px;")

    let card = try #require(
      elements("rect", in: ViewHost { RoundedRectangle(cornerRadius: 10).strokeBorder(Color.red) })
        .first)
    let style = try #require(card.attributes["style"])
    #expect(style.hasPrefix("x: 0.5px; y: 0.5px; width: max(0px, calc(100% - 1px));"))
    #expect(style.contains("rx: max(0px, calc(min(10px, 50cqmin) - 0.5px));"))
    #expect(style.contains("stroke: var(--red);"))

    let square = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      Rectangle().inset(by: 2).path(in: square) == Path(CGRect(x: 2, y: 2, width: 6, height: 6)))
    #expect(Circle().inset(by: 1).inset(by: 1).amount == 2)
  }

  @Test func anOverlayIsDrawnInFrontOfTheViewInItsCell() throws {
    let host = ViewHost {
      Circle().strokeBorder(lineWidth: 4).overlay {
        Text("Blob is speaking")
      }
    }
    let cell = try #require(
      host.tree.descendants().first { $0.node.attributes["class"] == "zstack" }?.node)
    #expect(cell.children.map { $0.attributes["class"] } == ["shape", "zstack overlay"])
    #expect(cell.children.last?.textContent == "Blob is speaking")

    let badge = ViewHost { Text("Inbox").overlay(Text("3"), alignment: .topTrailing) }
    let layer = try #require(
      badge.tree.descendants().first { $0.node.attributes["class"] == "zstack overlay" }?.node)
    #expect(
      layer.attributes["style"] == "place-self: stretch; justify-items: end; align-items: start;")
    #expect(badge.texts == ["Inbox", "3"])
  }

  @Test func aTurnedShapeIsStillAShape() throws {
    let host = ViewHost {
      TopEdge().rotation(.degrees(-90)).stroke(Color.blue, lineWidth: 12)
    }
    let path = try #require(elements("path", in: host).first)
    #expect(path.attributes["style"]?.contains("transform: rotate(-90deg);") == true)
    #expect(path.attributes["style"]?.contains("stroke-width: 12px;") == true)

    let turned = TopEdge().rotation(.degrees(90)).path(
      in: CGRect(x: 0, y: 0, width: 10, height: 10))
    var expected = Path()
    expected.move(to: CGPoint(x: 10, y: 0))
    expected.addLine(to: CGPoint(x: 10, y: 10))
    #expect(turned.svgPathData == expected.svgPathData)
  }

  @Test func digitsCanBeMadeTheSameWidth() {
    let html = ViewHost { Text("12:05").font(.body.monospacedDigit()) }.html
    #expect(html.contains("font-variant-numeric: tabular-nums;"))
    #expect(html.contains("font-body"))
    #expect(Font.body.monospacedDigit().monospacedDigit() == Font.body.monospacedDigit())
  }

  @Test func rowsCanBeNumberedWithEnumerated() {
    let names = ["Blob", "Blob Jr"]
    let host = ViewHost {
      ForEach(Array(names.enumerated()), id: \.element) { index, name in
        Text("\(index + 1). \(name)")
      }
    }
    #expect(host.texts == ["1. Blob", "2. Blob Jr"])
  }

  static let footerFile = """
    import CairnWeb

    struct MeetingFooter: View {
      var nextButtonTapped: () -> Void
      var body: some View {
        HStack {
          Button(action: nextButtonTapped) { Image(systemName: "forward.fill") }
          Button("Skip", action: nextButtonTapped)
        }
      }
    }
    """

  @Test(
    .enabled(if: TypeChecker.isAvailable, "swiftc or the build's modules were not found"),
    arguments: ["5", "6"])
  func aButtonTakesAPlainClosureProperty(languageMode: String) throws {
    let errors = try MacroTypeChecker.check(Self.footerFile, languageMode: languageMode)
    #expect(errors.isEmpty, "\(errors)")
  }
}
