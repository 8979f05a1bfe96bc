import Foundation

/// What the screens show for a title or a name that is blank.
///
/// The forms refuse a blank title, but a data file written before that rule (or by hand) may
/// still hold blank titles and attendee names, so every place that shows one goes through
/// these fallbacks rather than showing nothing (a ring reading " is speaking", an empty
/// heading).
extension Standup {
  /// The title to show: the title, or "Untitled standup" when it is empty or only whitespace.
  public var displayTitle: String {
    title.isBlank ? "Untitled standup" : title
  }

  /// The name to show for the attendee at `index`: the name, or "Attendee N" (N counting
  /// from 1) when it is blank; "Someone" when there is no attendee at `index`.
  public func displayName(ofAttendeeAt index: Int) -> String {
    guard attendees.indices.contains(index) else { return "Someone" }
    let name = attendees[index].name
    return name.isBlank ? "Attendee \(index + 1)" : name
  }
}

extension String {
  /// Whether the string is empty or only whitespace and newlines.
  public var isBlank: Bool {
    trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }
}

extension Meeting {
  /// A meeting's date and time as the screens show it ("Feb 13, 2009 at 11:31 PM"), in
  /// `timeZone` (the viewer's).
  public static func formattedDate(_ date: Date, in timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "MMM d, yyyy 'at' h:mm a"
    return formatter.string(from: date)
  }
}
