import Cairn
import Dependencies
import Foundation
import StandupsDomain

/// The form that adds or edits a standup, with the focus rules of the spec.
///
/// Editing works on a draft beside a snapshot of the standup as it was when the form opened
/// (``original``): saving applies the difference between the two to the standup as it is then
/// (``Standup/applyEdit(from:to:)``), and ``rebase(onto:)`` brings in what other tabs save
/// meanwhile to fields this person has not touched.
@MainActor @Observable
public final class StandupFormModel: Identifiable {
  /// The standup being edited: a draft, applied only when the user confirms.
  public var standup: Standup
  /// The standup as it was when the form opened, or as another tab last saved it.
  public private(set) var original: Standup
  /// The focused field.
  public var focus: Field?
  /// The alert asking whether to throw away unsaved edits.
  public var alert: AlertState<AlertAction>?

  /// The buttons of the form's alert.
  public enum AlertAction: Equatable, Sendable {
    case discardChanges
  }

  /// Called when the person chose to throw their edits away; the parent closes the sheet.
  @ObservationIgnored public var onDiscard: () -> Void = {}

  /// The form's fields.
  public enum Field: Hashable, Sendable {
    case title
    case attendee(Attendee.ID)
  }

  @ObservationIgnored @Dependency(\.uuid) private var uuid

  /// A form for `standup`, focused on its title; a standup without attendees gets a blank one.
  public init(standup: Standup, focus: Field? = .title) {
    self.standup = standup
    self.original = standup
    self.focus = focus
    if self.standup.attendees.isEmpty {
      self.standup.attendees.append(Attendee(id: .init(uuid())))
    }
  }

  /// The meeting's length in whole minutes, for the slider.
  public var lengthInMinutes: Double {
    get { Double(standup.duration.components.seconds / 60) }
    set { standup.duration = .seconds(Int(newValue.rounded()) * 60) }
  }

  /// Whether the form may be saved: a standup needs a title that is not only whitespace.
  ///
  /// "Add" and "Done" stay enabled and refuse (focusing the title, under which the form says
  /// why) rather than being disabled: the page learns of typing one round trip late, so a
  /// button disabled until then would swallow a click that follows typing at once.
  public var canSave: Bool { !standup.title.isBlank }

  /// Refuses to save a form without a title: focuses the title, where the form says why.
  /// Returns whether the form may be saved.
  public func validateForSaving() -> Bool {
    if !canSave { focus = .title }
    return canSave
  }

  /// Whether closing the form now would lose something the person changed (see
  /// ``Standup/hasEdits(draft:original:)``).
  public var hasUnsavedChanges: Bool {
    Standup.hasEdits(draft: standup, original: original)
  }

  /// The person tried to close the sheet by Escape or a click beside it while it has unsaved
  /// changes: asks before discarding them. With nothing to lose it closes at once.
  ///
  /// The sheets' explicit "Dismiss" and "Cancel" buttons still discard without asking: they
  /// say what they do, while Escape and a stray click do not.
  public func dismissAttempted() {
    if hasUnsavedChanges {
      alert = .discardChanges
    } else {
      onDiscard()
    }
  }

  /// Handles the buttons of the form's alert.
  public func alertButtonTapped(_ action: AlertAction) {
    switch action {
    case .discardChanges: onDiscard()
    }
  }

  /// Appends a blank attendee and focuses it.
  public func addAttendeeButtonTapped() {
    let attendee = Attendee(id: .init(uuid()))
    standup.attendees.append(attendee)
    focus = .attendee(attendee.id)
  }

  /// Deletes attendees by id and focuses the one now at the first deleted position (clamped
  /// to the last); deleting the last one leaves a blank attendee, focused. Attendees already
  /// gone are skipped.
  public func deleteAttendees(ids: some Sequence<Attendee.ID>) {
    let positions = ids.compactMap { standup.attendees.index(id: $0) }
    guard let first = positions.min() else { return }
    for index in positions.sorted(by: >) {
      standup.attendees.remove(at: index)
    }
    if standup.attendees.isEmpty {
      standup.attendees.append(Attendee(id: .init(uuid())))
    }
    let index = min(first, standup.attendees.count - 1)
    focus = .attendee(standup.attendees[index].id)
  }

  /// Takes in `current`, the standup as another tab saved it, for every field this person
  /// has not touched; a focused attendee that went away loses focus.
  public func rebase(onto current: Standup) {
    guard current != original else { return }
    var draft = standup
    Standup.rebase(draft: &draft, original: &original, onto: current)
    standup = draft
    if case .attendee(let id) = focus, standup.attendees[id: id] == nil { focus = nil }
  }

  /// Applies what this person changed to `current`, the standup as it is now, keeping
  /// everything else (past meetings, other people's edits); never leaves it without
  /// attendees.
  public func applyChanges(to current: inout Standup) {
    current.applyEdit(from: original, to: cleanedStandup)
    if current.attendees.isEmpty {
      current.attendees.append(Attendee(id: .init(uuid())))
    }
  }

  /// The standup as it should be saved: blank attendees removed, but never none.
  public var cleanedStandup: Standup {
    var standup = standup
    standup.attendees.removeAll { $0.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    if standup.attendees.isEmpty {
      standup.attendees.append(Attendee(id: .init(uuid())))
    }
    return standup
  }
}

extension AlertState where Action == StandupFormModel.AlertAction {
  /// Asks before throwing away what the person typed in a sheet they tried to close.
  public static let discardChanges = AlertState {
    TextState("Discard changes?")
  } actions: {
    ButtonState(role: .destructive, action: .discardChanges) { TextState("Discard") }
    ButtonState(role: .cancel) { TextState("Keep editing") }
  } message: {
    TextState("You have changes that are not saved. Closing now throws them away.")
  }
}
