import CairnArchitecture
import Foundation
import StandupsDomain
import StandupsFeatures

/// The form of the add and edit sheets, in the reducer style: bindings for every field, and
/// the focus rules of the spec.
///
/// Editing works on a draft beside a snapshot of the standup as it was when the form opened
/// (`original`): saving applies the difference between the two to the standup as it is then,
/// and `rebase(onto:)` takes in what other tabs save meanwhile to fields this person has not
/// touched — the same rules as the models flavour, from `StandupsDomain`.
@Reducer
public struct StandupForm {
  /// The draft, the snapshot it started from, and the focused field.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The standup being edited: a draft, applied only when the person confirms.
    public var standup: Standup
    /// The standup as it was when the form opened, or as another tab last saved it.
    public var original: Standup
    /// The focused field.
    public var focus: Field?
    /// The alert asking whether to throw away unsaved edits.
    @Presents public var alert: AlertState<Alert>?

    /// A form for `standup`, focused on its title; a standup without attendees gets a blank
    /// one.
    public init(standup: Standup, focus: Field? = .title) {
      self.standup = standup
      self.original = standup
      self.focus = focus
      if self.standup.attendees.isEmpty {
        @Dependency(\.uuid) var uuid
        self.standup.attendees.append(Attendee(id: Attendee.ID(uuid())))
      }
    }

    /// Whether the form may be saved: a standup needs a title that is not only whitespace.
    /// "Add" and "Done" stay enabled and refuse, focusing the title (see
    /// `StandupFormModel.canSave` for why they are not disabled).
    public var canSave: Bool { !standup.title.isBlank }

    /// Refuses to save a form without a title: focuses the title, where the form says why.
    /// Returns whether the form may be saved.
    public mutating func validateForSaving() -> Bool {
      if !canSave { focus = .title }
      return canSave
    }

    /// Whether closing the form now would lose something the person changed (see
    /// `Standup.hasEdits(draft:original:)`).
    public var hasUnsavedChanges: Bool {
      Standup.hasEdits(draft: standup, original: original)
    }

    /// The meeting's length in whole minutes, for the slider.
    public var lengthInMinutes: Double {
      get { Double(standup.duration.components.seconds / 60) }
      set { standup.duration = .seconds(Int(newValue.rounded()) * 60) }
    }

    /// Takes in `current`, the standup as another tab saved it, for every field this person
    /// has not touched; a focused attendee that went away loses focus.
    public mutating func rebase(onto current: Standup) {
      guard current != original else { return }
      var draft = standup
      var base = original
      Standup.rebase(draft: &draft, original: &base, onto: current)
      standup = draft
      original = base
      if case .attendee(let id) = focus, standup.attendees[id: id] == nil { focus = nil }
    }

    /// The standup as it should be saved: blank attendees removed, but never none (a blank
    /// one with the id `spareID` makes gives is kept then).
    public func cleanedStandup(spareID: () -> Attendee.ID) -> Standup {
      var standup = standup
      standup.attendees.removeAll {
        $0.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      }
      if standup.attendees.isEmpty {
        standup.attendees.append(Attendee(id: spareID()))
      }
      return standup
    }
  }

  /// The form's fields: the same as the models flavour's, so both draw one form.
  public typealias Field = StandupFormModel.Field

  /// The buttons of the form's alert: the same as the models flavour's, so both flavours show
  /// the very same alert.
  public typealias Alert = StandupFormModel.AlertAction

  /// What can happen.
  public enum Action: BindableAction, Equatable, Sendable {
    case addAttendeeButtonTapped
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case deleteAttendees(ids: [Attendee.ID])
    /// The person tried to close the sheet by Escape or a click beside it.
    case dismissAttempted
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.uuid) var uuid

  /// The form.
  public init() {}

  /// Bindings, adding and deleting attendees with the focus rules, and asking before a sheet
  /// with unsaved changes is closed by Escape or a click beside it (with nothing to lose it
  /// closes at once). The sheets' explicit "Dismiss" and "Cancel" buttons still discard
  /// without asking: they say what they do, while Escape and a stray click do not.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addAttendeeButtonTapped:
        let attendee = Attendee(id: Attendee.ID(uuid()))
        state.standup.attendees.append(attendee)
        state.focus = .attendee(attendee.id)
        return .none
      case .deleteAttendees(let ids):
        // By id: a position on a screen can be stale, an id cannot.
        let positions = ids.compactMap { state.standup.attendees.index(id: $0) }
        guard let first = positions.min() else { return .none }
        for index in positions.sorted(by: >) {
          state.standup.attendees.remove(at: index)
        }
        if state.standup.attendees.isEmpty {
          state.standup.attendees.append(Attendee(id: Attendee.ID(uuid())))
        }
        let index = min(first, state.standup.attendees.count - 1)
        state.focus = .attendee(state.standup.attendees[index].id)
        return .none
      case .dismissAttempted:
        guard state.hasUnsavedChanges else { return .run { [dismiss] _ in await dismiss() } }
        state.alert = .discardChanges
        return .none
      case .alert(.presented(.discardChanges)):
        // The sheet closes itself, as the record screen does: the alert is gone by the time
        // the parent clears the sheet.
        return .run { [dismiss] _ in await dismiss() }
      case .alert, .binding:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
