@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Foundation
import Testing

/// Shapes drawn as SVG that fill the space they are given, their paths, fills, strokes and
/// trims, rotation, and `ZStack`'s layers.
@MainActor
@Suite("Shapes and ZStack")
struct ShapeTests {
  struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
      }
    }
  }

  func first(_ tag: String, in host: ViewHost) -> Node? {
    host.tree.descendants().first { $0.node.tag == tag }?.node
  }

  func shape(in host: ViewHost) -> Node? {
    host.tree.descendants().first { $0.node.attributes["class"] == "shape" }?.node
  }

  @Test func aRectangleFillsItsBoxInTheForegroundColour() throws {
    let host = ViewHost { Rectangle() }
    let box = try #require(shape(in: host))
    #expect(box.attributes["data-shape"] == "rectangle")
    let canvas = try #require(box.children.first)
    #expect(canvas.tag == "svg")
    #expect(canvas.attributes["aria-hidden"] == "true")
    #expect(canvas.attributes["viewBox"] == nil, "a built-in shape is drawn at its real size")
    let rect = try #require(first("rect", in: host))
    #expect(rect.attributes["width"] == "100%")
    #expect(rect.attributes["height"] == "100%")
    #expect(rect.attributes["style"] == "fill: currentColor;")
  }

  @Test func aRoundedRectangleFilledWithAColourKeepsItsCornersWithinHalfItsShorterSide() throws {
    let host = ViewHost { RoundedRectangle(cornerRadius: 4).fill(Color.red) }
    let rect = try #require(first("rect", in: host))
    #expect(
      rect.attributes["style"]
        == "rx: min(4px, 50cqmin); ry: min(4px, 50cqmin);fill: var(--red);")
  }

  @Test func aCircleStaysRoundAndACapsuleEllipseFillTheirBox() throws {
    let circle = try #require(first("circle", in: ViewHost { Circle() }))
    #expect(circle.attributes["cx"] == "50%")
    #expect(circle.attributes["cy"] == "50%")
    #expect(circle.attributes["style"]?.hasPrefix("r: 50cqmin;") == true)
    let capsule = try #require(first("rect", in: ViewHost { Capsule() }))
    #expect(capsule.attributes["style"]?.hasPrefix("rx: 50cqmin; ry: 50cqmin;") == true)
    let ellipse = try #require(first("ellipse", in: ViewHost { Ellipse() }))
    #expect(ellipse.attributes["rx"] == "50%")
    #expect(ellipse.attributes["ry"] == "50%")
  }

  @Test func aCustomShapeIsDrawnFromItsPathInANominalSquareWithLinesThatKeepTheirWidth() throws {
    let host = ViewHost { Triangle().stroke(Color.black, lineWidth: 2) }
    let canvas = try #require(first("svg", in: host))
    #expect(canvas.attributes["viewBox"] == "0 0 100 100")
    #expect(canvas.attributes["preserveAspectRatio"] == "none")
    let path = try #require(first("path", in: host))
    #expect(path.attributes["d"] == "M50 0L100 100L0 100Z")
    #expect(path.attributes["vector-effect"] == "non-scaling-stroke")
    #expect(path.attributes["style"] == "fill: none; stroke: #000; stroke-width: 2px;")
    #expect(shape(in: host)?.attributes["data-shape"] == "triangle")
  }

  @Test func aStrokeStyleCarriesItsCapsJoinsAndDashes() throws {
    let style = StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .bevel, dash: [4, 2])
    let host = ViewHost { Rectangle().stroke(style: style) }
    let rect = try #require(first("rect", in: host))
    #expect(
      rect.attributes["style"]
        == "fill: none; stroke: currentColor; stroke-width: 1.5px; stroke-linecap: round;"
        + " stroke-linejoin: bevel; stroke-dasharray: 4 2;")
  }

  @Test func aTrimmedShapeDrawsThatPartOfItsOutline() throws {
    let host = ViewHost { Circle().trim(from: 0.25, to: 0.75).stroke(Color.red, lineWidth: 4) }
    let circle = try #require(first("circle", in: host))
    #expect(circle.attributes["pathLength"] == "1")
    let style = try #require(circle.attributes["style"])
    #expect(style.contains("stroke-dasharray: 0.5 2;"))
    #expect(style.contains("stroke-dashoffset: -0.25;"))
    #expect(style.contains("stroke-width: 4px;"))

    let nothing = ViewHost { Circle().trim(from: 0.5, to: 0.5).stroke(lineWidth: 1) }
    #expect(first("svg", in: nothing)?.children.isEmpty == true, "an empty trim draws nothing")
  }

  @Test func aPathIsWrittenAsSVGPathData() {
    let path = Path { path in
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 10, y: 0))
      path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
      path.addCurve(
        to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 7.5, y: 12),
        control2: CGPoint(x: 2.25, y: 12))
      path.closeSubpath()
    }
    #expect(path.svgPathData == "M0 0L10 0Q15 5 10 10C7.5 12 2.25 12 0 10Z")
    #expect(path.currentPoint == CGPoint(x: 0, y: 0), "closing returns to the start")
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 15, height: 12))

    var rect = Path()
    rect.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(rect.svgPathData == "M1 2L4 2L4 6L1 6Z")
  }

  @Test func arcsAndEllipsesRunClockwiseOnScreen() throws {
    var arc = Path()
    arc.addArc(
      center: CGPoint(x: 0, y: 0), radius: 10, startAngle: .zero, endAngle: .degrees(90),
      clockwise: false)
    #expect(arc.svgPathData.hasPrefix("M10 0C"))
    let end = try #require(arc.currentPoint)
    #expect(abs(end.x) < 0.000_1 && abs(end.y - 10) < 0.000_1, "a quarter turn down: \(end)")

    var back = Path()
    back.addArc(
      center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    let backEnd = try #require(back.currentPoint)
    #expect(abs(backEnd.y - 10) < 0.000_1)
    #expect(back.boundingRect.minY < -9, "the long way round, through the top")

    let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(ellipse.svgPathData.hasPrefix("M20 5C"))
    #expect(ellipse.svgPathData.filter { $0 == "C" }.count == 4)
  }

  @Test func theBuiltInShapesPathsFollowTheirRectangle() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(Circle().path(in: rect).boundingRect == CGRect(x: 25, y: 0, width: 50, height: 50))
    #expect(Ellipse().path(in: rect).boundingRect == rect)
    #expect(Rectangle().path(in: rect).svgPathData == "M0 0L100 0L100 50L0 50Z")
    // A corner radius past half the shorter side is a capsule's.
    #expect(
      RoundedRectangle(cornerRadius: 40).path(in: rect) == Capsule().path(in: rect))
    #expect(RoundedRectangle(cornerRadius: 5).path(in: rect).svgPathData.hasPrefix("M5 0L95 0C"))
  }

  @Test func aTrimmedPathKeepsThePartBetweenTheFractions() {
    let line = Path { path in
      path.move(to: .zero)
      path.addLine(to: CGPoint(x: 10, y: 0))
    }
    #expect(line.trimmedPath(from: 0.2, to: 0.5).svgPathData == "M2 0L5 0")
    #expect(line.trimmedPath(from: 0.6, to: 0.6).isEmpty)
    let square = Rectangle().trim(from: 0, to: 0.5).path(
      in: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.svgPathData == "M0 0L10 0L10 10")
  }

  @Test func anAngleIsKeptInRadiansAndRotationTurnsAnyView() throws {
    #expect(Angle.degrees(180).radians == .pi)
    #expect(Angle(radians: .pi / 2).degrees == 90)
    #expect(Angle.degrees(30) + .degrees(60) == Angle(degrees: 90))
    let host = ViewHost {
      VStack {
        Text("Tilted").rotationEffect(.degrees(-90))
        Rectangle().rotationEffect(Angle(degrees: 45), anchor: .topLeading)
      }
    }
    let tilted = try #require(host.tree.descendants().first { $0.node.tag == "span" }?.node)
    #expect(tilted.attributes["style"]?.contains("transform: rotate(-90deg);") == true)
    #expect(
      shape(in: host)?.attributes["style"]
        == "transform: rotate(45deg); transform-origin: 0% 0%;")
  }

  @Test func aZStackLayersItsChildrenInOneCellBackToFront() throws {
    let host = ViewHost {
      ZStack {
        RoundedRectangle(cornerRadius: 4).fill(Color.green)
        Label("Bubblegum", systemImage: "paintpalette")
      }
    }
    let stack = try #require(
      host.tree.descendants().first { $0.node.attributes["class"] == "zstack" }?.node)
    #expect(stack.attributes["style"] == nil, "centred by the stylesheet")
    #expect(stack.children.map { $0.attributes["class"] } == ["shape", "label"])
    #expect(stack.textContent == "Bubblegum")

    let corner = ViewHost {
      ZStack(alignment: .bottomTrailing) {
        Text("A")
        Text("B")
      }
    }
    let placed = try #require(
      corner.tree.descendants().first { $0.node.attributes["class"] == "zstack" }?.node)
    #expect(placed.attributes["style"] == "justify-items: end; align-items: end;")
  }

  @Test func stacksTakeAnAlignmentAndASpacingAndOtherwiseDrawAsBefore() {
    func stack(_ host: ViewHost) -> Node? {
      host.tree.descendants().first { $0.node.attributes["class"]?.hasSuffix("stack") == true }?
        .node
    }
    #expect(stack(ViewHost { VStack { Text("a") } })?.attributes["style"] == nil)
    #expect(stack(ViewHost { HStack { Text("a") } })?.attributes["style"] == nil)
    #expect(
      stack(ViewHost { VStack(alignment: .leading) { Text("a") } })?.attributes["style"]
        == "align-items: start;")
    #expect(
      stack(ViewHost { HStack(alignment: .top, spacing: 2) { Text("a") } })?.attributes["style"]
        == "align-items: start;gap: 2px;")
    #expect(
      stack(ViewHost { HStack(spacing: 0) { Text("a") } })?.attributes["style"] == "gap: 0px;")
  }
}
