import Cairn
import Foundation

/// A sheet from optional state; the sheet edits the parent's text through a binding.
@MainActor @Observable
public final class SheetStudyModel: StudyModel {
  /// The text the sheet edits.
  public var text = "Hello, Cairn"
  /// The editor sheet, while presented.
  public var editor: EditorModel?

  /// A study with no sheet up.
  public init() {}

  /// Presents the editor.
  public func editButtonTapped() {
    editor = EditorModel()
  }

  /// Closes the editor.
  public func doneButtonTapped() {
    editor = nil
  }
}

/// The sheet's own state.
@MainActor @Observable
public final class EditorModel: Identifiable {
  /// How many edits the sheet has seen; shows the child has state of its own.
  public var edits = 0
  /// A new editor.
  public init() {}
}

/// An alert and a confirmation dialog from one optional destination.
@MainActor @Observable
public final class AlertStudyModel: StudyModel {
  /// What is presented.
  public var destination: Destination?
  /// The count the alert and dialog change.
  public var count = 0

  /// What the study presents.
  @CasePathable
  public enum Destination {
    case alert(AlertState<Action>)
    case dialog(ConfirmationDialogState<Action>)
  }

  /// What the alert's and dialog's buttons send.
  public enum Action: Equatable, Sendable { case reset, increment, decrement }

  /// A study with nothing presented.
  public init() {}

  /// Asks whether to reset the count.
  public func resetButtonTapped() {
    destination = .alert(
      AlertState {
        TextState("Reset the count?")
      } actions: {
        ButtonState(role: .destructive, action: .reset) { TextState("Reset") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      } message: {
        TextState("The count is \(self.count).")
      })
  }

  /// Offers ways to change the count.
  public func changeButtonTapped() {
    destination = .dialog(
      ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Change the count")
      } actions: {
        ButtonState(action: .increment) { TextState("Increment") }
        ButtonState(action: .decrement) { TextState("Decrement") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      })
  }

  /// Handles a button of the alert or dialog.
  public func buttonTapped(_ action: Action) {
    switch action {
    case .reset: count = 0
    case .increment: count += 1
    case .decrement: count -= 1
    }
  }
}

/// A popover from a Boolean.
@MainActor @Observable
public final class PopoverStudyModel: StudyModel {
  /// Whether the info popover is up.
  public var isInfoPresented = false
  /// A study with the popover down.
  public init() {}
}

/// A counter, the destination of the drill-down study.
@MainActor @Observable
public final class CounterModel: Identifiable {
  /// The counter's id, also its place in URLs.
  public let id: Int
  /// The count.
  public var count = 0

  /// Counter `id`.
  public init(id: Int) {
    self.id = id
  }
}

/// Drill-down with `navigationDestination(item:)` from optional state.
@MainActor @Observable
public final class DrillDownStudyModel: StudyModel {
  /// The counters to drill into.
  public var counters: [CounterModel]
  /// The counter drilled into, if any.
  public var selected: CounterModel?

  /// A study with nothing selected.
  public init() {
    counters = (1...5).map { CounterModel(id: $0) }
  }
}

/// A stack driven by a path; the numbers are pushed on the gallery's own path.
@MainActor @Observable
public final class StackStudyModel: StudyModel {
  /// A study.
  public init() {}
}

/// Keyboard focus moved by the model.
@MainActor @Observable
public final class FocusStudyModel: StudyModel {
  /// The fields of the form.
  public enum Field: Hashable, Sendable { case name, email, notes }

  /// The focused field.
  public var focus: Field? = .name
  /// The name typed.
  public var name = ""
  /// The email typed.
  public var email = ""
  /// Notes.
  public var notes = ""
  /// What the last validation said.
  public var message = ""

  /// A study focused on the name.
  public init() {}

  /// Moves focus to the next field, wrapping around.
  public func nextFieldTapped() {
    switch focus {
    case .name: focus = .email
    case .email: focus = .notes
    case .notes, nil: focus = .name
    }
  }

  /// Focuses the first empty field, or reports that the form is complete.
  public func validateTapped() {
    if name.trimmingCharacters(in: .whitespaces).isEmpty {
      focus = .name
      message = "Name is required."
    } else if !email.contains("@") {
      focus = .email
      message = "Email needs an @."
    } else {
      focus = nil
      message = "All good."
    }
  }
}

/// Buttons and links that jump into nested state.
@MainActor @Observable
public final class DeepLinkStudyModel: StudyModel {
  /// A study.
  public init() {}
}
