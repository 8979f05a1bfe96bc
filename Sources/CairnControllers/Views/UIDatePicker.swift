import Cairn
import CairnWeb
import Foundation

/// A control for choosing a date, a time or both: the browser's date and time inputs. Choosing
/// sets ``date`` and sends `.valueChanged`; made with a binding
/// (`UIDatePicker(date: $model.date)`), the date is the model's, both ways.
///
/// The page shows the date in ``timeZone`` (the server's time zone when it is `nil`), to the
/// minute; choosing a day keeps the time of day, and choosing a time keeps the day.
@MainActor
open class UIDatePicker: UIControl {
  /// What the picker chooses.
  public enum Mode: Int, Sendable {
    /// A time of day.
    case time
    /// A day.
    case date
    /// A day and a time of day.
    case dateAndTime
    /// A duration in hours and minutes (drawn as a time input).
    case countDownTimer
  }

  /// What the picker chooses: a day, a time of day, or both (the default).
  public var datePickerMode: Mode = .dateAndTime {
    didSet { if datePickerMode != oldValue { setNeedsDisplay() } }
  }
  /// The time zone the date is shown and chosen in; `nil` is the server's own.
  public var timeZone: TimeZone? {
    didSet { if timeZone != oldValue { setNeedsDisplay() } }
  }
  /// The earliest date that can be chosen.
  public var minimumDate: Date? {
    didSet { if minimumDate != oldValue { setNeedsDisplay() } }
  }
  /// The latest date that can be chosen.
  public var maximumDate: Date? {
    didSet { if maximumDate != oldValue { setNeedsDisplay() } }
  }
  /// The picker's accessible name.
  public var accessibilityLabel = "Date" {
    didSet { if accessibilityLabel != oldValue { setNeedsDisplay() } }
  }
  private let controlValue = ControlValue(Date())

  /// A picker showing the current date and time.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A picker bound to `date`.
  public convenience init(frame: CGRect = .zero, date: UIBinding<Date>) {
    self.init()
    self.frame = frame
    bind(date: date)
  }

  /// Binds the picker to `date` until the returned token is cancelled: choosing writes the
  /// binding, and the binding changing shows the new date.
  @discardableResult
  public func bind(date: UIBinding<Date>) -> ObserveToken {
    defer { setNeedsDisplay() }
    return controlValue.bind(date)
  }

  /// The chosen date. Setting it sends no event.
  public var date: Date {
    get { controlValue.value }
    set { setDate(newValue, animated: false) }
  }

  /// Shows `date` without sending `.valueChanged`.
  public func setDate(_ date: Date, animated: Bool) {
    controlValue.set(date)
    setNeedsDisplay()
  }

  /// Chooses what the browser's input gave (`yyyy-MM-dd`, `HH:mm`, or both joined by `T`), as
  /// the user does: the date changes (kept within the bounds), then `.valueChanged` is sent. A
  /// value that is not a date or time is ignored.
  public func userChose(_ text: String) {
    guard isEnabled, let chosen = DateInput(calendar: calendar).date(from: text, keeping: date)
    else { return }
    var bounded = chosen
    if let minimumDate { bounded = max(bounded, minimumDate) }
    if let maximumDate { bounded = min(bounded, maximumDate) }
    setDate(bounded, animated: true)
    sendActions(for: .valueChanged)
  }

  private var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone ?? .current
    return calendar
  }

  /// Draws a `date`, `time` or `datetime-local` input showing the date.
  open override func draw(in context: RenderContext) -> [Node] {
    let input = DateInput(calendar: calendar)
    var attributes = context.on("input") { [weak self] payload in
      guard let text = payload.value else { return }
      self?.userChose(text)
    }
    let format: (Date) -> String
    switch datePickerMode {
    case .date:
      attributes["type"] = "date"
      format = input.day
    case .time, .countDownTimer:
      attributes["type"] = "time"
      format = input.time
    case .dateAndTime:
      attributes["type"] = "datetime-local"
      format = { input.day($0) + "T" + input.time($0) }
    }
    attributes["class"] = "uidatepicker"
    attributes["value"] = format(date)
    if datePickerMode != .time, datePickerMode != .countDownTimer {
      if let minimumDate { attributes["min"] = format(minimumDate) }
      if let maximumDate { attributes["max"] = format(maximumDate) }
    }
    attributes["aria-label"] = accessibilityLabel
    if !isEnabled { attributes["disabled"] = "" }
    return [.element("input", attributes)]
  }
}

/// Reads and writes the values of the browser's date and time inputs in one calendar.
struct DateInput {
  let calendar: Calendar

  /// `yyyy-MM-dd`.
  func day(_ date: Date) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return
      "\(padded(parts.year ?? 0, 4))-\(padded(parts.month ?? 1, 2))-\(padded(parts.day ?? 1, 2))"
  }

  /// `HH:mm`.
  func time(_ date: Date) -> String {
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    return "\(padded(parts.hour ?? 0, 2)):\(padded(parts.minute ?? 0, 2))"
  }

  /// The date `text` gives: a day keeps `base`'s time of day, a time keeps `base`'s day; `nil`
  /// when `text` is neither, or names no real day.
  func date(from text: String, keeping base: Date) -> Date? {
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: base)
    let halves = text.split(separator: "T", omittingEmptySubsequences: false)
    guard (1...2).contains(halves.count) else { return nil }
    for half in halves {
      if half.contains("-") {
        let fields = half.split(separator: "-").compactMap { Int($0) }
        guard fields.count == 3, (1...12).contains(fields[1]), (1...31).contains(fields[2])
        else { return nil }
        (parts.year, parts.month, parts.day) = (fields[0], fields[1], fields[2])
      } else {
        let fields = half.split(separator: ":").compactMap { Int($0) }
        guard fields.count >= 2, (0...23).contains(fields[0]), (0...59).contains(fields[1])
        else { return nil }
        (parts.hour, parts.minute, parts.second) = (fields[0], fields[1], 0)
      }
    }
    guard let date = calendar.date(from: parts),
      calendar.component(.day, from: date) == parts.day
    else { return nil }
    return date
  }

  private func padded(_ number: Int, _ width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
