import CairnWeb
import StandupsDomain
import StandupsFeatures

/// The form of the add and edit sheets, over a model. While it holds unsaved changes, Escape
/// or a click beside the sheet asks before discarding them.
struct StandupFormView: View {
  @UIBindable var model: StandupFormModel

  var body: some View {
    StandupFormFields(
      standup: $model.standup,
      lengthInMinutes: $model.lengthInMinutes,
      focus: $model.focus,
      addAttendee: { model.addAttendeeButtonTapped() },
      deleteAttendees: { model.deleteAttendees(ids: $0) }
    )
    .interactiveDismissDisabled(model.hasUnsavedChanges) { model.dismissAttempted() }
    .alert($model.alert) { model.alertButtonTapped($0) }
  }
}
