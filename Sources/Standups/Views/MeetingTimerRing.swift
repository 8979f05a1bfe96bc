import CairnWeb
import Foundation
import StandupsDomain

/// Scrumdinger's circular timer: a ring with one arc per speaker, filled as each speaker's
/// turn passes, and the current speaker's name inside. Drawn in the text colour of the
/// standup's theme (`currentColor`), so it reads on every theme.
struct MeetingTimerRing: PrimitiveView {
  /// How many speakers the meeting has.
  let speakers: Int
  /// The index of the one speaking.
  let speakerIndex: Int
  /// Seconds since the meeting started.
  let secondsElapsed: Int
  /// Seconds each speaker has.
  let secondsPerSpeaker: Int
  /// The name of the one speaking.
  let speakerName: String

  /// The ring of `meeting`.
  init(meeting: some MeetingInProgress) {
    speakers = meeting.standup.attendees.count
    speakerIndex = meeting.speakerIndex
    secondsElapsed = meeting.secondsElapsed
    secondsPerSpeaker = meeting.secondsPerAttendee
    speakerName = meeting.speakerName
  }

  /// The ring's drawing space: a 200 × 200 box, the ring's centre line at radius 84.
  static let radius = 84.0
  static let lineWidth = 16.0

  func render(in context: RenderContext) -> [Node] {
    let speakers = max(self.speakers, 1)
    let current = min(speakerIndex, speakers - 1)
    let turn = Double(secondsPerSpeaker)
    let intoTurn = Double(secondsElapsed - current * secondsPerSpeaker)
    let currentFill = turn > 0 ? min(max(intoTurn / turn, 0), 1) : 1
    var arcs: [Node] = []
    for speaker in 0..<speakers {
      let fill: Double = speaker < current ? 1 : speaker == current ? currentFill : 0
      arcs.append(Self.segment(speaker, of: speakers, fill: 1, opacity: "0.25"))
      if fill > 0 { arcs.append(Self.segment(speaker, of: speakers, fill: fill, opacity: "1")) }
    }
    return [
      .element(
        "div",
        ["class": "meeting-ring", "style": Self.boxStyle],
        children: [
          .element(
            "svg",
            [
              "viewBox": "0 0 200 200", "aria-hidden": "true", "focusable": "false",
              "style": "position: absolute; inset: 0; width: 100%; height: 100%;",
            ],
            children: arcs),
          .element(
            "div",
            ["style": Self.labelStyle],
            children: [
              .element(
                "h2", ["class": "font-title", "style": Self.nameStyle(for: speakerName)],
                children: [.text(speakerName)]),
              .text(" "),
              .element("span", [:], children: [.text("is speaking")]),
            ]),
        ])
    ]
  }

  static let boxStyle =
    "position: relative; width: min(72vw, 280px); aspect-ratio: 1; margin: 12px auto; align-self: center; container-type: inline-size;"
  static let labelStyle =
    "position: absolute; inset: 22%; display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; gap: 2px;"

  /// The speaker's name inside the ring: smaller the longer it is (sized to the ring, in
  /// `cqi`), wrapped between words where it can and inside a word only where a word is wider
  /// than the ring, and cut to three lines with an ellipsis, so even a very long name stays
  /// inside the ring instead of spilling across it. The whole name stays in the page for
  /// screen readers.
  static func nameStyle(for name: String) -> String {
    let size =
      switch name.count {
      case ...12: "10cqi"
      case ...24: "8cqi"
      default: "6.5cqi"
      }
    return "margin: 0; max-width: 100%; font-size: \(size); line-height: 1.15; "
      + "overflow-wrap: break-word; hyphens: auto; display: -webkit-box; "
      + "-webkit-box-orient: vertical; -webkit-line-clamp: 3; line-clamp: 3; overflow: hidden;"
  }

  /// Speaker `index`'s arc of the ring (of `count`), drawn `fill` of the way round from its
  /// start; a small gap separates neighbours.
  static func segment(_ index: Int, of count: Int, fill: Double, opacity: String) -> Node {
    var attributes = [
      "fill": "none", "stroke": "currentColor", "stroke-width": format(lineWidth),
      "stroke-opacity": opacity,
    ]
    let span = 360 / Double(count)
    let gap = count > 1 ? min(4, span / 4) : 0
    let start = Double(index) * span + gap / 2
    let sweep = (span - gap) * fill
    if count == 1, fill >= 1 {
      attributes["cx"] = "100"
      attributes["cy"] = "100"
      attributes["r"] = format(radius)
      return .element("circle", attributes)
    }
    attributes["d"] = arcPath(from: start, sweep: max(sweep, 0.5))
    return .element("path", attributes)
  }

  /// An SVG arc from `start` degrees (clockwise from the top) through `sweep` degrees.
  static func arcPath(from start: Double, sweep: Double) -> String {
    func point(_ degrees: Double) -> String {
      let radians = (degrees - 90) * .pi / 180
      return "\(format(100 + radius * cos(radians))) \(format(100 + radius * sin(radians)))"
    }
    let largeArc = sweep > 180 ? 1 : 0
    return
      "M \(point(start)) A \(format(radius)) \(format(radius)) 0 \(largeArc) 1 \(point(start + min(sweep, 359.9)))"
  }

  static func format(_ value: Double) -> String {
    String(format: "%.2f", value)
  }
}
