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
