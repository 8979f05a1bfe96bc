/// What a meeting in progress says to a screen reader, as the record screen announces it:
/// who speaks, when the speaker changes, and the time left, at a pace a person can follow
/// (each text changes only a few times a minute at most, never every second).
extension MeetingInProgress {
  /// The speaker, with their place in the order: "Blob Jr is speaking, speaker 2 of 3."
  public var speakerAnnouncement: String {
    let count = standup.attendees.count
    guard count > 0 else { return "" }
    return "\(speakerName) is speaking, speaker \(min(speakerIndex + 1, count)) of \(count)."
  }

  /// The meeting's time left, coarsely: whole minutes (rounded up) while more than a minute
  /// is left, then "1 minute", "30 seconds" and "10 seconds" as the end nears.
  public var timeLeftAnnouncement: String {
    let seconds = secondsRemaining
    switch seconds {
    case 0: return "Time is up."
    case 1...10: return "10 seconds left."
    case 11...30: return "30 seconds left."
    case 31...60: return "1 minute left."
    default: return "\((seconds + 59) / 60) minutes left."
    }
  }
}
