import Cairn
import Dependencies
import Foundation
import StandupsDomain

/// The form that adds or edits a standup, with the focus rules of the spec.
@MainActor @Observable
public final class StandupFormModel: Identifiable {
  /// The standup being edited: a copy, written back only when the user confirms.
  public var standup: Standup
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
