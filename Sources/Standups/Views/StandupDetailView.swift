import CairnWeb
import Foundation
import StandupsDomain
import StandupsFeatures

/// One standup over a model: info, past meetings, attendees, edit and delete.
struct StandupDetailView: View {
  @UIBindable var model: StandupDetailModel

  var body: some View {
    let standup = model.standup
    StandupDetailList(
      owner: ObjectIdentifier(model),
      standup: standup,
      startMeeting: { model.startMeetingButtonTapped() },
      meetingTapped: { model.meetingTapped($0) },
      deleteMeetings: { model.deleteMeetingsButtonTapped(ids: $0, timeZone: $1) },
      delete: { model.deleteButtonTapped() }
    )
    .equatable()
    .toolbar {
      Button("Edit") { model.editButtonTapped() }
    }
    .sheet(item: $model.destination.edit) { form in
      StandupFormView(model: form)
        .navigationTitle(standup.displayTitle)
        .toolbar {
          EditSheetToolbar(
            cancel: { model.cancelEditButtonTapped() }, done: { model.doneEditingButtonTapped() })
        }
    }
    .alert($model.destination.alert) { action in
      await model.alertButtonTapped(action)
    }
  }
}
