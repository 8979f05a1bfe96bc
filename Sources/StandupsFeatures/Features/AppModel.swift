import Cairn
import CairnSharing
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
  /// The standups every tab shares.
  @ObservationIgnored @Shared(.standups) public var standups

  /// A pushed screen.
  public enum Path: Hashable {
    case detail(StandupDetailModel)
    case meeting(Meeting, standupID: Standup.ID)
    case record(RecordMeetingModel)
  }

  @ObservationIgnored @Dependency(\.date.now) private var now
  @ObservationIgnored @Dependency(\.uuid) private var uuid
  @ObservationIgnored private var deletionObservation: ObserveToken?

  /// The app over the shared standups, showing `path`.
  public init(path: [Path] = []) {
    self.path = path
    self.standupsList = StandupsListModel()
    bind()
    deletionObservation = observe { [weak self] in self?.leaveDeletedStandups() }
  }

  /// When another tab deletes a standup this tab shows, leave its screens with a notice; a
  /// meeting in progress asks what to do instead of vanishing.
  private func leaveDeletedStandups() {
    let standups = self.standups
    var deletedTitles: [String] = []
    // A meeting in progress asks its own question; its detail underneath leaves quietly.
    let recording = Set(
      path.compactMap { element -> Standup.ID? in
        if case .record(let record) = element { return record.standup.id }
        return nil
      })
    let kept = path.filter { element in
      switch element {
      case .detail(let detail):
        guard standups[id: detail.standupID] == nil else { return true }
        if !recording.contains(detail.standupID) { deletedTitles.append(detail.standup.title) }
        return false
      case .meeting(_, let standupID):
        return standups[id: standupID] != nil
      case .record(let record):
        if standups[id: record.standup.id] == nil, record.alert == nil {
          record.standupWasDeleted()
        }
        return true
      }
    }
    guard kept.count != path.count else { return }
    path = kept
    if let title = deletedTitles.first {
      standupsList.destination = .alert(.standupDeleted(title: title))
    }
  }

  /// Pushes the detail of `standup`, if it still exists.
  public func showDetail(of standup: Standup) {
    guard let detail = detailModel(of: standup.id) else { return }
    path.append(.detail(detail))
  }

  /// A detail over the shared standup with `id`, derived by id from the shared standups; `nil`
  /// when no standup has that id.
  func detailModel(of id: Standup.ID) -> StandupDetailModel? {
    guard let standup = Shared($standups[id: id]) else { return nil }
    return childModel(of: self) { StandupDetailModel(standup: standup) }
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
      path.append(.record(childModel(of: self) { RecordMeetingModel(standup: standup) }))
    }
    detail.onConfirmDeletion = { [weak self] id in
      guard let self else { return }
      path.removeAll { element in
        if case .detail(let model) = element { return model.standupID == id }
        return false
      }
      $standups.withLock { _ = $0.remove(id: id) }
    }
    detail.onMeetingTapped = { [weak self, weak detail] meeting in
      guard let self, let detail else { return }
      path.append(.meeting(meeting, standupID: detail.standupID))
    }
  }

  private func bind(_ record: RecordMeetingModel) {
    record.onMeetingFinished = { [weak self, weak record] transcript in
      guard let self, let record else { return }
      popRecordScreen(record)
      let meeting = Meeting(id: .init(uuid()), date: now, transcript: transcript)
      let standup = record.standup
      $standups.withLock { standups in
        if standups[id: standup.id] != nil {
          standups[id: standup.id]?.meetings.insert(meeting, at: 0)
        } else {
          // Deleted after the person chose to keep it: keep it again rather than lose it.
          var restored = standup
          restored.meetings = [meeting]
          standups.append(restored)
        }
      }
    }
    record.onKeepAsNewStandup = { [weak self] standup in
      self?.$standups.withLock { _ = $0.append(standup) }
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
