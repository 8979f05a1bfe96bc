import Cairn
import CairnSharing
import Dependencies
import Foundation
import IdentifiedCollections
import StandupsDomain

/// The list of standups: the add sheet, sample data, and the load-failure alert.
@MainActor @Observable
public final class StandupsListModel {
  /// What the list presents.
  public var destination: Destination?
  /// The standups every tab shares, in order.
  @ObservationIgnored @Shared(.standups) public var standups
  /// The load failures any tab answered.
  @ObservationIgnored @Shared(.answeredLoadFailures) public var answeredLoadFailures

  /// What the list can present.
  @CasePathable
  public enum Destination {
    case add(StandupFormModel)
    case alert(AlertState<AlertAction>)
  }

  /// The buttons of the list's alerts.
  public enum AlertAction: Equatable, Sendable {
    case confirmLoadSampleData
    case declineLoadSampleData
  }

  /// Called when the user taps a standup's card.
  @ObservationIgnored public var onStandupTapped: (Standup) -> Void = { _ in }

  @ObservationIgnored @Dependency(\.uuid) private var uuid
  @ObservationIgnored @Dependency(\.date.now) private var now
  @ObservationIgnored private var loadFailureObservation: ObserveToken?

  /// The list of the shared standups; shows the load-failure alert if loading failed, until
  /// this tab or another answers it.
  public init(destination: Destination? = nil) {
    self.destination = destination
    if storageStatus.loadFailure != nil, destination == nil {
      self.destination = .alert(.dataFailedToLoad)
      loadFailureObservation = observe { [weak self] in self?.dismissAnsweredLoadFailure() }
    }
  }

  /// What every tab shows of the standups' storage.
  public var storageStatus: StorageStatus {
    StorageStatus($standups, answered: $answeredLoadFailures)
  }

  /// "Try again" on the notice that saving failed: saves the standups now instead of at the
  /// next automatic retry. A failure stays on the notice.
  public func retrySavingButtonTapped() async {
    try? await $standups.save()
  }

  /// Takes the load-failure alert down once any tab answered it.
  private func dismissAnsweredLoadFailure() {
    guard storageStatus.loadFailure == nil else { return }
    if case .alert(let alert) = destination, alert.id == AlertState.dataFailedToLoad.id {
      destination = nil
    }
    loadFailureObservation?.cancel()
  }

  /// Opens the add sheet with a fresh standup. Escape or a click beside the sheet closes it
  /// at once while it is untouched, and asks first once something was typed.
  public func addStandupButtonTapped() {
    let form = childModel(of: self) {
      StandupFormModel(standup: Standup(id: .init(uuid())))
    }
    form.onDiscard = { [weak self, weak form] in
      guard let self, let form, self.destination?[case: \.add] === form else { return }
      self.destination = nil
    }
    destination = .add(form)
  }

  /// Closes the add sheet; nothing is added.
  public func dismissAddStandupButtonTapped() {
    destination = nil
  }

  /// Adds the form's standup (blank attendees removed) and closes the sheet; without a title
  /// it refuses and focuses the title field instead.
  public func confirmAddStandupButtonTapped() {
    guard case .add(let form) = destination, form.validateForSaving() else { return }
    let standup = form.cleanedStandup
    $standups.withLock { _ = $0.append(standup) }
    destination = nil
  }

  /// Adds the sample standups. The button shows on an empty list, but another tab may have
  /// added a standup meanwhile: the samples are appended, so that one is kept.
  public func loadSampleDataButtonTapped() {
    let samples = Standup.samples(now: now, makeID: { uuid() })
    $standups.withLock { standups in
      for sample in samples { standups.append(sample) }
    }
  }

  /// Handles the alert's buttons. The load-failure alert shows in every tab but is answered
  /// once: only the first answer, in whichever tab, counts.
  public func alertButtonTapped(_ action: AlertAction) {
    let isFirstAnswer = $answeredLoadFailures.answerLoadFailure(of: $standups)
    switch action {
    case .confirmLoadSampleData:
      if isFirstAnswer { loadSampleDataButtonTapped() }
    case .declineLoadSampleData:
      break
    }
  }

  /// Reports a tap on a standup's card.
  public func standupTapped(_ standup: Standup) {
    onStandupTapped(standup)
  }
}

extension AlertState where Action == StandupsListModel.AlertAction {
  /// Tells a tab that the standup it showed was deleted in another window.
  public static func standupDeleted(title: String) -> AlertState {
    AlertState {
      TextState("Standup deleted")
    } actions: {
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState("“\(title.isBlank ? "Untitled standup" : title)” was deleted in another window.")
    }
  }

  /// The alert shown when the saved file could not be read.
  public static let dataFailedToLoad = AlertState {
    TextState("Data failed to load")
  } actions: {
    ButtonState(action: .confirmLoadSampleData) { TextState("Yes") }
    ButtonState(role: .cancel, action: .declineLoadSampleData) { TextState("No") }
  } message: {
    TextState(
      "Unfortunately your past data failed to load. Would you like to load some sample data?")
  }
}
