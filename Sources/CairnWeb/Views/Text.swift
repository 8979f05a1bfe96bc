import Foundation

/// Shows a string. Every string is escaped, so user data never becomes markup.
///
/// Texts join with `+` (`Text("Due ") + Text(date, style: .date)`), and a date shown with a
/// ``DateStyle`` is written in the time zone of the tab it is drawn for.
public struct Text: PrimitiveView {
  /// A piece of a text: a string with emphasis, or a date written when the text is drawn.
  enum Segment {
    case state(TextState)
    case date(Date, DateStyle, Set<TextState.Emphasis>)
  }

  let segments: [Segment]

  /// Text showing `content`.
  public init(_ content: some StringProtocol) {
    self.segments = [.state(TextState(content))]
  }

  /// Text showing `content` exactly as given.
  public init(verbatim content: String) {
    self.segments = [.state(TextState(content))]
  }

  /// Text showing a `TextState`: each run's emphasis becomes markup (`<strong>`, `<em>`,
  /// `<code>`, `<s>`, `<u>`), its text stays text.
  public init(_ state: TextState) {
    self.segments = [.state(state)]
  }

  /// Text showing `date` in `style`, in the time zone of the tab it is drawn for.
  public init(_ date: Date, style: DateStyle) {
    self.segments = [.date(date, style, [])]
  }

  /// Text showing `input` as `format` writes it (`Text(price, format: .number)`).
  public init<Format: FormatStyle>(
    _ input: Format.FormatInput, format: Format
  ) where Format.FormatOutput == String {
    self.segments = [.state(TextState(format.format(input)))]
  }

  init(segments: [Segment]) {
    self.segments = segments
  }

  /// The text of `lhs` followed by that of `rhs`.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(segments: lhs.segments + rhs.segments)
  }

  /// This text with `emphasis` on every run (dates included).
  func emphasized(_ emphasis: TextState.Emphasis) -> Text {
    Text(
      segments: segments.map { segment in
        switch segment {
        case .state(let state): .state(state.emphasized(emphasis))
        case .date(let date, let style, let emphases):
          .date(date, style, emphases.union([emphasis]))
        }
      })
  }

  /// This text in bold.
  public func bold() -> Text { emphasized(.bold) }
  /// This text in italics.
  public func italic() -> Text { emphasized(.italic) }
  /// This text in a monospaced face.
  public func monospaced() -> Text { emphasized(.monospaced) }
  /// This text struck through.
  public func strikethrough() -> Text { emphasized(.strikethrough) }
  /// This text underlined.
  public func underline() -> Text { emphasized(.underline) }

  /// Renders a `<span>` with the text.
  public func render(in context: RenderContext) -> [Node] {
    let timeZone = context.environment.timeZone
    let children = segments.flatMap { segment -> [Node] in
      switch segment {
      case .state(let state): TextRuns.nodes(state)
      case .date(let date, let style, let emphases):
        TextRuns.nodes(
          emphases.reduce(TextState(style.string(for: date, now: Date(), in: timeZone))) {
            $0.emphasized($1)
          })
      }
    }
    return [.element("span", ["class": "text"], children: children)]
  }
}

extension Text {
  /// How ``Text/init(_:style:)`` writes a date.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
    let kind: Kind

    /// The day, month and year ("November 14, 2023").
    public static let date = DateStyle(kind: .date)
    /// The hour and minute ("5:13 PM").
    public static let time = DateStyle(kind: .time)
    /// How far the date is from now, without a direction ("2 hours, 6 minutes").
    public static let relative = DateStyle(kind: .relative)
    /// How far the date is from now, signed: "+2 hours" ahead, "-5 minutes" past.
    public static let offset = DateStyle(kind: .offset)
    /// The time between now and the date as a clock ("2:05", "1:02:05").
    public static let timer = DateStyle(kind: .timer)

    /// `date` written in this style, as of `now`, in `timeZone` (dates and times in US
    /// English, as a device set to it shows them).
    func string(for date: Date, now: Date, in timeZone: TimeZone) -> String {
      let locale = Locale(identifier: "en_US")
      let seconds = Int(date.timeIntervalSince(now).rounded())
      let distance = Duration.seconds(abs(seconds))
      let units = Duration.UnitsFormatStyle(
        allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2)
      switch kind {
      case .date:
        return date.formatted(
          Date.FormatStyle(date: .long, time: .omitted, locale: locale, timeZone: timeZone))
      case .time:
        return date.formatted(
          Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: timeZone))
      case .relative:
        return distance.formatted(units)
      case .offset:
        return (seconds < 0 ? "-" : "+") + distance.formatted(units)
      case .timer:
        return distance.formatted(
          .time(pattern: abs(seconds) < 3600 ? .minuteSecond : .hourMinuteSecond))
      }
    }
  }
}

/// Turns the runs of a `TextState` into nodes, wrapping each run in one element per emphasis.
enum TextRuns {
  static func nodes(_ state: TextState) -> [Node] {
    state.runs.map { run in
      var node = Node.text(run.string)
      for emphasis in TextState.Emphasis.allCases where run.emphasis.contains(emphasis) {
        node = .element(tag(emphasis), children: [node])
      }
      return node
    }
  }

  static func tag(_ emphasis: TextState.Emphasis) -> String {
    switch emphasis {
    case .bold: "strong"
    case .italic: "em"
    case .monospaced: "code"
    case .strikethrough: "s"
    case .underline: "u"
    }
  }
}
