import Foundation
import IdentifiedCollections
import Tagged

/// A daily standup: who attends, how long it lasts, its theme, and its past meetings.
public struct Standup: Equatable, Identifiable, Sendable {
  /// The standup's identity.
  public let id: Tagged<Self, UUID>
  /// The people who attend, in speaking order.
  public var attendees: IdentifiedArrayOf<Attendee>
  /// How long the whole meeting lasts.
  public var duration: Duration
  /// Past meetings, newest first.
  public var meetings: IdentifiedArrayOf<Meeting>
  /// The colour theme.
  public var theme: Theme
  /// The title.
  public var title: String

  /// A standup; every field but the id has the Scrumdinger default.
  public init(
    id: Tagged<Self, UUID>,
    attendees: IdentifiedArrayOf<Attendee> = [],
    duration: Duration = .seconds(5 * 60),
    meetings: IdentifiedArrayOf<Meeting> = [],
    theme: Theme = .bubblegum,
    title: String = ""
  ) {
    self.id = id
    self.attendees = attendees
    self.duration = duration
    self.meetings = meetings
    self.theme = theme
    self.title = title
  }

  /// Each attendee's share of the meeting: the duration divided by the number of attendees
  /// (the whole duration when there are none).
  public var durationPerAttendee: Duration {
    duration / max(attendees.count, 1)
  }
}

/// Someone who attends a standup.
public struct Attendee: Hashable, Identifiable, Sendable, Codable {
  /// The attendee's identity.
  public let id: Tagged<Self, UUID>
  /// The attendee's name.
  public var name: String

  /// An attendee.
  public init(id: Tagged<Self, UUID>, name: String = "") {
    self.id = id
    self.name = name
  }
}

/// A meeting that took place.
public struct Meeting: Hashable, Identifiable, Sendable, Codable {
  /// The meeting's identity.
  public let id: Tagged<Self, UUID>
  /// When it took place.
  public let date: Date
  /// What was said, as far as speech recognition caught it.
  public var transcript: String

  /// A meeting.
  public init(id: Tagged<Self, UUID>, date: Date, transcript: String) {
    self.id = id
    self.date = date
    self.transcript = transcript
  }
}

extension Standup: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, attendees, durationInSeconds, meetings, theme, title
  }

  /// Decodes a standup; the duration is stored as whole seconds, and missing optional fields
  /// take their defaults.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Tagged<Self, UUID>.self, forKey: .id)
    attendees =
      try container.decodeIfPresent(IdentifiedArrayOf<Attendee>.self, forKey: .attendees) ?? []
    let seconds = try container.decodeIfPresent(Int.self, forKey: .durationInSeconds) ?? 5 * 60
    duration = .seconds(seconds)
    meetings =
      try container.decodeIfPresent(IdentifiedArrayOf<Meeting>.self, forKey: .meetings) ?? []
    theme = try container.decodeIfPresent(Theme.self, forKey: .theme) ?? .bubblegum
    title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
  }

  /// Encodes a standup with its duration as whole seconds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(attendees, forKey: .attendees)
    try container.encode(Int(duration.components.seconds), forKey: .durationInSeconds)
    try container.encode(meetings, forKey: .meetings)
    try container.encode(theme, forKey: .theme)
    try container.encode(title, forKey: .title)
  }
}
