import CairnArchitecture
import StandupsDomain

/// A past meeting, pushed from a standup's detail: who attended and what was said.
@Reducer
public struct PastMeeting {
  /// The meeting and the standup it belongs to.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The meeting.
    public var meeting: Meeting
    /// The standup it belongs to, shared with the list and every tab.
    @Shared public var standup: Standup

    /// The screen of `meeting` of the shared `standup`.
    public init(meeting: Meeting, standup: Shared<Standup>) {
      self.meeting = meeting
      self._standup = standup
    }
  }

  /// Nothing happens on this screen; it only shows.
  public enum Action: Equatable, Sendable {}

  /// The screen.
  public init() {}

  /// Does nothing.
  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}
