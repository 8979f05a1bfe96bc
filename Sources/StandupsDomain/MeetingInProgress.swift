/// Where a running meeting is, as both flavours' record screens keep it: the standup, the
/// seconds elapsed and the speaker. What follows from them (time left, progress, who speaks)
/// is worked out once, here.
public protocol MeetingInProgress {
  /// The standup being met.
  var standup: Standup { get }
  /// Seconds since the meeting started.
  var secondsElapsed: Int { get }
  /// The index of the attendee speaking.
  var speakerIndex: Int { get }
}

extension MeetingInProgress {
  /// Seconds each attendee speaks (at least one).
  public var secondsPerAttendee: Int {
    max(Int(standup.durationPerAttendee.components.seconds), 1)
  }

  /// Seconds left in the meeting.
  public var secondsRemaining: Int {
    max(Int(standup.duration.components.seconds) - secondsElapsed, 0)
  }

  /// How far the meeting has got, from 0 to 1.
  public var progress: Double {
    let total = Double(standup.duration.components.seconds)
    return total > 0 ? min(Double(secondsElapsed) / total, 1) : 1
  }

  /// The speaker's name as the screen shows it: "Attendee N" for a blank name, "Someone" if
  /// there is no such attendee (see ``Standup/displayName(ofAttendeeAt:)``), so the ring never
  /// reads " is speaking".
  public var speakerName: String {
    standup.displayName(ofAttendeeAt: speakerIndex)
  }

  /// Whether the last attendee is speaking.
  public var isLastSpeaker: Bool {
    speakerIndex >= standup.attendees.count - 1
  }
}
