import Cairn
import CairnArchitecture
import Foundation
import StandupsDomain
import StandupsFeatures

/// The app in the reducer style: a `StackState` of detail, meeting and record screens over the
/// standups list.
///
/// The standups are `@Shared(.standups)` in the list's state, and every screen of a standup
/// holds that standup derived by id, so they all show the data every tab shares as it is now.
/// What a change made elsewhere asks of the screens — leaving a standup another tab deleted,
/// asking a meeting in progress what to do with it, bringing an open edit sheet up to date —
/// the app does on ``Action/sharedStandupsChanged``, which it sends itself for as long as its
/// tab lives (``Action/onTask``).
@Reducer
public struct StandupsAppFeature {
  /// The list, the pushed screens, and the shared data's storage status.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The root list, holding the shared standups.
    public var list: StandupsList.State
    /// The pushed screens.
    public var path: StackState<Path.State>

    /// The app at `list`, showing `path`.
    public init(
      list: StandupsList.State = StandupsList.State(),
      path: StackState<Path.State> = StackState()
    ) {
      self.list = list
      self.path = path
    }

    /// The notice every tab shows while the standups cannot be read or saved, if any:
    /// derived from the shared standups' load and save errors.
    public var storageProblem: StorageProblem? { list.storageStatus.problem }
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
    /// The tab opened: follow the shared standups until it closes.
    case onTask
    case path(StackAction<Path.State, Path.Action>)
    /// "Try again" on the notice that saving failed: save now.
    case retrySavingButtonTapped
    /// The shared standups, or how they are stored, changed (in this tab or another).
    case sharedStandupsChanged
  }

  @Dependency(\.date.now) var now
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
        return .run {
          [standups = state.list.$standups, answered = state.list.$answeredLoadFailures] send in
          for await _ in await SharedStandupsChanges.stream(standups, answered: answered) {
            await send(.sharedStandupsChanged)
          }
        }
      case .retrySavingButtonTapped:
        return .run { [standups = state.list.$standups] _ in try? await standups.save() }
      case .sharedStandupsChanged:
        return state.followSharedStandups()
      case .list(.delegate(.showDetail(let standup))):
        state.path.append(.detail(StandupDetail.State(standup: standup)))
        return .none
      case .path(.element(let id, .detail(.delegate(let delegate)))):
        detailDelegate(delegate, from: id, &state)
        return .none
      case .path(.element(let id, .record(.delegate(let delegate)))):
        recordDelegate(delegate, from: id, &state)
        return .none
      case .linkOpened(let routes):
        return state.open(routes, isHistory: true)
      case .list, .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }

  private func detailDelegate(
    _ delegate: StandupDetail.Action.Delegate, from id: StackElementID, _ state: inout State
  ) {
    switch delegate {
    case .deleteStandup(let standupID):
      // The screens leave before the standup goes, so this tab is not told that "another
      // window" deleted it.
      state.path.removeAll()
      state.list.$standups.withLock { _ = $0.remove(id: standupID) }
    case .showMeeting(let meeting):
      guard case .detail(let detail) = state.path[id: id] else { return }
      state.path.append(.meeting(PastMeeting.State(meeting: meeting, standup: detail.$standup)))
    case .startMeeting(let standup):
      state.path.append(.record(RecordMeeting.State(standup: standup)))
    }
  }

  private func recordDelegate(
    _ delegate: RecordMeeting.Action.Delegate, from id: StackElementID, _ state: inout State
  ) {
    switch delegate {
    case .save(let transcript):
      guard case .record(let record) = state.path[id: id] else { return }
      let meeting = Meeting(id: Meeting.ID(uuid()), date: now, transcript: transcript)
      let standup = record.standup
      // By id, in one change: a standup edited elsewhere meanwhile keeps those edits.
      state.list.$standups.withLock { standups in
        if standups[id: standup.id] != nil {
          standups[id: standup.id]?.meetings.insert(meeting, at: 0)
        } else {
          // Deleted after the person chose to keep it: keep it again rather than lose it.
          var restored = standup
          restored.meetings = [meeting]
          standups.append(restored)
        }
      }
    case .keepAsNewStandup(let standup):
      state.list.$standups.withLock { _ = $0.append(standup) }
    }
  }
}

extension StandupsAppFeature.Path.State: Equatable, Sendable {}
extension StandupsAppFeature.Path.Action: Equatable, Sendable {}

extension StandupsAppFeature.State {
  /// Brings the screens in step with the shared standups as they are now: screens of
  /// standups another tab deleted leave with a notice (a meeting in progress asks what to do
  /// instead), open edit sheets take in what others saved to fields the person has not
  /// touched, and the load-failure alert goes once any tab answered it.
  mutating func followSharedStandups() -> Effect<StandupsAppFeature.Action> {
    let standups = list.standups
    if list.storageStatus.loadFailure == nil, case .alert(let alert) = list.destination,
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
        if standups[id: detail.standup.id] != nil {
          if detail.rebaseEdit() { path[id: id] = .detail(detail) }
        } else {
          // A meeting in progress asks its own question; its detail leaves quietly.
          if !recording.contains(detail.standup.id) {
            deletedTitle = deletedTitle ?? detail.standup.title
          }
          remove(id)
        }
      case .meeting(let meeting):
        if standups[id: meeting.standup.id] == nil { remove(id) }
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
