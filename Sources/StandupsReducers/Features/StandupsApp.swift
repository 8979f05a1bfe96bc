import CairnArchitecture
import Foundation
import StandupsDomain
import StandupsFeatures

/// The app in the reducer style: a `StackState` of detail, meeting and record screens over the
/// standups list, kept in step with the standups every tab shares.
@Reducer
public struct StandupsAppFeature {
  /// The list, the pushed screens, and the shared data's storage status.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The root list.
    public var list: StandupsList.State
    /// The pushed screens.
    public var path: StackState<Path.State>
    /// The notice every tab shows while the standups cannot be read or saved, if any.
    public var storageProblem: StorageProblem?

    /// The app at the list, over `snapshot`.
    public init(
      snapshot: SharedStandups.Snapshot = SharedStandups.Snapshot(),
      path: StackState<Path.State> = StackState()
    ) {
      self.list = StandupsList.State(snapshot: snapshot)
      self.path = path
      self.storageProblem = snapshot.problem
    }
  }

  /// A pushed screen.
  @Reducer
  public enum Path {
    case detail(StandupDetail)
    case meeting(PastMeeting)
    case record(RecordMeeting)
  }

  /// What can happen.
  public enum Action: Equatable, Sendable {
    /// The browser went back or forward to `routes`.
    case linkOpened([AppRoute])
    case list(StandupsList.Action)
    case onTask
    case path(StackAction<Path.State, Path.Action>)
    /// "Try again" on the notice that saving failed: save now.
    case retrySavingButtonTapped
    case sharedStandupsChanged(SharedStandups.Snapshot)
  }

  @Dependency(\.date.now) var now
  @Dependency(\.sharedStandups) var sharedStandups
  @Dependency(\.uuid) var uuid

  /// The app.
  public init() {}

  /// The list and every screen, then the app's own work: pushes from delegate actions,
  /// changes from other tabs, and the browser's history.
  public var body: some ReducerOf<Self> {
    Scope(state: \.list, action: \.list) { StandupsList() }
    Reduce { state, action in
      switch action {
      case .onTask:
        return .run { [sharedStandups] send in
          for await snapshot in await sharedStandups.changes() {
            await send(.sharedStandupsChanged(snapshot))
          }
        }
      case .retrySavingButtonTapped:
        return .run { [sharedStandups] _ in await sharedStandups.retrySaving() }
      case .sharedStandupsChanged(let snapshot):
        return state.take(snapshot)
      case .list(.delegate(.showDetail(let standup))):
        state.path.append(.detail(StandupDetail.State(standup: standup)))
        return .none
      case .path(.element(_, .detail(.delegate(let delegate)))):
        return detailDelegate(delegate, &state)
      case .path(.element(_, .record(.delegate(let delegate)))):
        return recordDelegate(delegate, &state)
      case .linkOpened(let routes):
        return state.open(routes, isHistory: true)
      case .list, .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }

  private func detailDelegate(_ delegate: StandupDetail.Action.Delegate, _ state: inout State)
    -> Effect<Action>
  {
    switch delegate {
    case .deleteStandup(let id):
      state.path.removeAll()
      state.list.standups.remove(id: id)
      return .run { [sharedStandups] _ in await sharedStandups.remove(id) }
    case .showMeeting(let meeting):
      guard case .detail(let detail) = state.path.last else { return .none }
      state.path.append(.meeting(PastMeeting.State(meeting: meeting, standup: detail.standup)))
      return .none
    case .startMeeting(let standup):
      state.path.append(.record(RecordMeeting.State(standup: standup)))
      return .none
    }
  }

  private func recordDelegate(_ delegate: RecordMeeting.Action.Delegate, _ state: inout State)
    -> Effect<Action>
  {
    switch delegate {
    case .save(let transcript):
      guard case .record(let record) = state.path.last else { return .none }
      let meeting = Meeting(id: Meeting.ID(uuid()), date: now, transcript: transcript)
      let standup = record.standup
      for id in state.path.elementIDs {
        guard case .detail(var detail) = state.path[id: id], detail.standup.id == standup.id
        else { continue }
        detail.standup.meetings.insert(meeting, at: 0)
        state.path[id: id] = .detail(detail)
      }
      return .run { [sharedStandups] _ in
        if await !sharedStandups.update(standup.id, { $0.meetings.insert(meeting, at: 0) }) {
          // Deleted after the person chose to keep it: keep it again rather than lose it.
          var restored = standup
          restored.meetings = [meeting]
          await sharedStandups.append(restored)
        }
      }
    case .keepAsNewStandup(let standup):
      return .run { [sharedStandups] _ in await sharedStandups.append(standup) }
    }
  }
}

extension StandupsAppFeature.Path.State: Equatable, Sendable {}
extension StandupsAppFeature.Path.Action: Equatable, Sendable {}

extension StandupsAppFeature.State {
  /// Takes in what the shared standups hold now: the list, every screen's standup, and
  /// screens of standups another tab deleted (they leave with a notice; a meeting in
  /// progress asks what to do instead).
  mutating func take(_ snapshot: SharedStandups.Snapshot) -> Effect<StandupsAppFeature.Action> {
    let standups = snapshot.standups
    list.standups = standups
    list.canLoadSampleData = snapshot.canLoadSampleData
    storageProblem = snapshot.problem
    if snapshot.loadFailure == nil, case .alert(let alert) = list.destination,
      alert.id == AlertState<StandupsList.Alert>.dataFailedToLoad.id
    {
      list.destination = nil
    }
    var effects: [Effect<StandupsAppFeature.Action>] = []
    var deletedTitle: String?
    let recording = Set(
      path.elementIDs.compactMap { id -> Standup.ID? in
        if case .record(let record) = path[id: id] { return record.standup.id }
        return nil
      })
    for id in path.elementIDs {
      switch path[id: id] {
      case .detail(var detail):
        if let current = standups[id: detail.standup.id] {
          guard current != detail.standup else { continue }
          detail.sharedStandupChanged(current)
          path[id: id] = .detail(detail)
        } else {
          if !recording.contains(detail.standup.id) {
            deletedTitle = deletedTitle ?? detail.standup.title
          }
          remove(id)
        }
      case .meeting(var meeting):
        if let current = standups[id: meeting.standup.id] {
          guard current != meeting.standup else { continue }
          meeting.standup = current
          path[id: id] = .meeting(meeting)
        } else {
          remove(id)
        }
      case .record(let record):
        if standups[id: record.standup.id] == nil, record.alert == nil, !record.isOver {
          effects.append(.send(.path(.element(id: id, action: .record(.standupWasDeleted)))))
        }
      case nil:
        continue
      }
    }
    if let deletedTitle {
      list.destination = .alert(.standupDeleted(title: deletedTitle))
    }
    return .merge(effects)
  }

  /// Removes one screen from the stack, keeping those above it.
  private mutating func remove(_ id: StackElementID) {
    let kept = path.elementIDs.drop { $0 != id }.dropFirst().compactMap { above in
      path[id: above].map { (above, $0) }
    }
    path.pop(from: id)
    for (above, element) in kept { path[id: above] = element }
  }
}
