import Foundation
import IdentifiedCollections
import StandupsDomain
import Testing

/// Issue 33, item 9: what the record screen's live regions say. The time left changes at
/// most once a minute until the last minute (never with every tick), and the speaker text
/// only when the speaker changes.
@Suite("Meeting announcements")
struct MeetingAnnouncementTests {
  struct Moment: MeetingInProgress {
    var standup: Standup
    var secondsElapsed: Int
    var speakerIndex: Int
  }

  static let standup = Standup(
    id: .init(UUID()),
    attendees: [
      Attendee(id: .init(UUID()), name: "Blob"), Attendee(id: .init(UUID()), name: "Blob Jr"),
    ],
    duration: .seconds(6 * 60),
    title: "Engineering"
  )

  func moment(elapsed: Int, speaker: Int = 0, standup: Standup = standup) -> Moment {
    Moment(standup: standup, secondsElapsed: elapsed, speakerIndex: speaker)
  }

  @Test func theSpeakerWithTheirPlace() {
    #expect(moment(elapsed: 0).speakerAnnouncement == "Blob is speaking, speaker 1 of 2.")
    #expect(
      moment(elapsed: 180, speaker: 1).speakerAnnouncement
        == "Blob Jr is speaking, speaker 2 of 2.")
    var nobody = Self.standup
    nobody.attendees = []
    #expect(moment(elapsed: 0, standup: nobody).speakerAnnouncement == "")
  }

  @Test func theTimeLeftInMinutesThenTheLastSeconds() {
    #expect(moment(elapsed: 0).timeLeftAnnouncement == "6 minutes left.")
    #expect(moment(elapsed: 59).timeLeftAnnouncement == "6 minutes left.")
    #expect(moment(elapsed: 60).timeLeftAnnouncement == "5 minutes left.")
    #expect(moment(elapsed: 299).timeLeftAnnouncement == "2 minutes left.")
    #expect(moment(elapsed: 300).timeLeftAnnouncement == "1 minute left.")
    #expect(moment(elapsed: 330).timeLeftAnnouncement == "30 seconds left.")
    #expect(moment(elapsed: 350).timeLeftAnnouncement == "10 seconds left.")
    #expect(moment(elapsed: 360).timeLeftAnnouncement == "Time is up.")
    #expect(moment(elapsed: 999).timeLeftAnnouncement == "Time is up.")
  }

  @Test func theTimeLeftChangesOnlyAFewTimesAMeeting() {
    let texts = (0...360).map { moment(elapsed: $0).timeLeftAnnouncement }
    let changes = zip(texts, texts.dropFirst()).filter { $0 != $1 }.count
    // 6 → 2 minutes (4 changes), 1 minute, 30 s, 10 s, time up.
    #expect(changes == 8)
  }
}
