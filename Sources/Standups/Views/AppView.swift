import CairnWeb
import StandupsDomain
import StandupsFeatures

/// The app's root: a stack over the standups list.
public struct AppView: View {
  @UIBindable var model: AppModel

  /// The root view of `model`.
  public init(model: AppModel) {
    self.model = model
  }

  /// The stack and its screens.
  public var body: some View {
    StorageStatusBanner(problem: model.standupsList.storageStatus.problem) { [model] in
      await model.standupsList.retrySavingButtonTapped()
    }
    NavigationStack(path: $model.path) {
      // Back from a standup, the list is scrolled to it, however far down it is.
      StandupsListView(model: model.standupsList).scrollPosition(id: openStandupID)
    } destination: { element in
      switch element {
      case .detail(let detail):
        StandupDetailView(model: detail)
      case .meeting(let meeting, let standupID):
        MeetingView(meeting: meeting, standup: model.standups[id: standupID])
      case .record(let record):
        RecordMeetingView(model: record)
      }
    }
  }

  /// The standup the stack's first screen shows, if a screen is pushed.
  private var openStandupID: Standup.ID? {
    switch model.path.first {
    case .detail(let detail): detail.standup.id
    case .meeting(_, let standupID): standupID
    case .record(let record): record.standup.id
    case nil: nil
    }
  }
}
