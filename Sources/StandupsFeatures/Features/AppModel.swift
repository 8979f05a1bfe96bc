import Cairn
import Dependencies
import Foundation
import StandupsDomain

/// The app: a navigation stack whose root is the standups list.
@MainActor @Observable
public final class AppModel {
  /// The pushed screens.
  public var path: [Path] {
    didSet { bind() }
  }
  /// The root list.
  public let standupsList: StandupsListModel
  /// The shared standups.
  public let store: StandupsStore

  /// A pushed screen.
  public enum Path: Hashable {
    case detail(StandupDetailModel)
    case meeting(Meeting, standupID: Standup.ID)
    case record(RecordMeetingModel)
  }

  @ObservationIgnored @Dependency(\.date.now) private var now
  @ObservationIgnored @Dependency(\.uuid) private var uuid

  /// The app over `store`, showing `path`.
  public init(store: StandupsStore, path: [Path] = []) {
    self.store = store
    self.path = path
    self.standupsList = StandupsListModel(store: store)
    bind()
  }

  /// Pushes the detail of `standup`.
  public func showDetail(of standup: Standup) {
    path.append(
      .detail(withDependencies(from: self) { StandupDetailModel(standup: standup, store: store) }))
  }

  private func bind() {
    standupsList.onStandupTapped = { [weak self] standup in self?.showDetail(of: standup) }
    for element in path {
      switch element {
      case .detail(let detail): bind(detail)
      case .record(let record): bind(record)
      case .meeting: break
      }
    }
  }

  private func bind(_ detail: StandupDetailModel) {
    detail.onStartMeeting = { [weak self] standup in
      guard let self else { return }
      path.append(.record(withDependencies(from: self) { RecordMeetingModel(standup: standup) }))
    }
    detail.onConfirmDeletion = { [weak self] id in
      guard let self else { return }
      path.removeAll { element in
        if case .detail(let model) = element { return model.standupID == id }
        return false
      }
      store.update { $0.remove(id: id) }
    }
    detail.onMeetingTapped = { [weak self, weak detail] meeting in
      guard let self, let detail else { return }
      path.append(.meeting(meeting, standupID: detail.standupID))
    }
  }

  private func bind(_ record: RecordMeetingModel) {
    let standupID = record.standup.id
    record.onMeetingFinished = { [weak self, weak record] transcript in
      guard let self, let record else { return }
      popRecordScreen(record)
      let meeting = Meeting(id: .init(uuid()), date: now, transcript: transcript)
      store.update(standupID) { $0.meetings.insert(meeting, at: 0) }
    }
    record.onDiscard = { [weak self, weak record] in
      guard let self, let record else { return }
      popRecordScreen(record)
    }
  }

  private func popRecordScreen(_ record: RecordMeetingModel) {
    path.removeAll { element in
      if case .record(let model) = element { return model === record }
      return false
    }
  }
}
