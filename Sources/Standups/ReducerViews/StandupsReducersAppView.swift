import CairnArchitecture
import CairnArchitectureWeb
import CairnWeb
import StandupsDomain
import StandupsReducers

/// The reducers flavour's root: the same screens as ``AppView``, drawn from a store whose
/// stack is a `StackState`.
public struct StandupsReducersAppView: View {
  @UIBindable var store: StoreOf<StandupsAppFeature>

  /// The root view of `store`.
  public init(store: StoreOf<StandupsAppFeature>) {
    self.store = store
  }

  /// The storage notice, the stack and its screens; the store follows the shared standups
  /// for as long as the tab is open.
  public var body: some View {
    StorageStatusBanner(problem: store.storageProblem) { [store] in
      await store.send(.retrySavingButtonTapped).finish()
    }
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      // Back from a standup, the list is scrolled to it, however far down it is.
      StandupsListStoreView(store: store.scope(state: \.list, action: \.list))
        .scrollPosition(id: openStandupID)
    } destination: { store in
      switch store.case {
      case .detail(let store): StandupDetailStoreView(store: store)
      case .meeting(let store): MeetingView(meeting: store.meeting, standup: store.standup)
      case .record(let store): RecordMeetingStoreView(store: store)
      }
    }
    .task { await store.send(.onTask).finish() }
  }

  /// The standup the stack's first screen shows, if a screen is pushed.
  private var openStandupID: Standup.ID? {
    switch store.path.first {
    case .detail(let detail): detail.standup.id
    case .meeting(let meeting): meeting.standup.id
    case .record(let record): record.standup.id
    case nil: nil
    }
  }
}
