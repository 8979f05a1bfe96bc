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
      StandupsListView(model: model.standupsList)
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
}
