import Cairn
import Foundation

/// A form child, presented by ``FeatureModel`` for adding and editing.
@MainActor @Observable
final class FormModel: Identifiable {
  let id: UUID
  var title: String
  var attendees: [String]
  var focus: Field?

  enum Field: Hashable {
    case title
    case attendee(Int)
  }

  init(id: UUID = UUID(), title: String = "", attendees: [String] = []) {
    self.id = id
    self.title = title
    self.attendees = attendees
  }
}

/// A feature shaped like the ones the apps build: one optional destination enum.
@MainActor @Observable
final class FeatureModel {
  var destination: Destination?
  var standup = Standup(title: "Design")
  var selection: Standup?
  var readCount = 0

  @CasePathable
  enum Destination {
    case add(FormModel)
    case alert(AlertState<AlertAction>)
    case edit(FormModel)
    case confirm
  }

  enum AlertAction: Equatable, Sendable { case confirmDeletion, cancel }

  init(destination: Destination? = nil) {
    self.destination = destination
  }
}

/// A small value type to reach into with key paths.
struct Standup: Hashable, Identifiable, Sendable {
  var id = UUID()
  var title: String
  var duration = 5
}

/// A view as a user of the core would write one.
struct FeatureView {
  @UIBindable var model: FeatureModel
}

/// A non-optional enum, for case bindings on plain enums.
@CasePathable
enum Mode: Equatable {
  case viewing(String)
  case editing(Int)
}
