import Cairn
import Dependencies
import Foundation
import StandupsDomain
import Tagged

/// The app's URLs: `/` list · `/standups/new` add sheet · `/standups/<id>` detail ·
/// `/standups/<id>/edit` detail with the edit sheet · `/standups/<id>/meetings/<meeting-id>`
/// meeting · `/standups/<id>/record` record screen. Alerts are not part of URLs; unknown ids
/// land on the nearest valid screen.
public enum AppRoute: Equatable, Sendable {
  case list(isAdding: Bool)
  case detail(Standup.ID, isEditing: Bool)
  case meeting(Standup.ID, Meeting.ID)
  case record(Standup.ID)

  /// Parses a link into the routes it spells, bottom first.
  public static func parse(_ link: DeepLink) -> [AppRoute] {
    let components = link.pathComponents
    guard components.first == "standups", components.count >= 2 else {
      return [.list(isAdding: false)]
    }
    if components[1] == "new" { return [.list(isAdding: true)] }
    guard let uuid = UUID(uuidString: components[1]) else { return [.list(isAdding: false)] }
    let id = Standup.ID(uuid)
    let rest = Array(components.dropFirst(2))
    switch rest.first {
    case "edit": return [.list(isAdding: false), .detail(id, isEditing: true)]
    case "record": return [.list(isAdding: false), .detail(id, isEditing: false), .record(id)]
    case "meetings":
      guard rest.count >= 2, let meeting = UUID(uuidString: rest[1]) else {
        return [.list(isAdding: false), .detail(id, isEditing: false)]
      }
      return [
        .list(isAdding: false), .detail(id, isEditing: false), .meeting(id, Meeting.ID(meeting)),
      ]
    default:
      return [.list(isAdding: false), .detail(id, isEditing: false)]
    }
  }

  /// The link of the deepest route.
  public static func print(_ routes: [AppRoute]) -> DeepLink {
    switch routes.last {
    case .none: return DeepLink()
    case .list(let isAdding):
      return isAdding ? DeepLink(["standups", "new"]) : DeepLink()
    case .detail(let id, let isEditing):
      return DeepLink(["standups", id.uuidString] + (isEditing ? ["edit"] : []))
    case .meeting(let id, let meeting):
      return DeepLink(["standups", id.uuidString, "meetings", meeting.uuidString])
    case .record(let id):
      return DeepLink(["standups", id.uuidString, "record"])
    }
  }
}

extension Tagged where RawValue == UUID {
  /// The id as an uppercase UUID string, as used in URLs.
  var uuidString: String { rawValue.uuidString }
}

extension AppModel {
  /// The current navigation state as routes.
  public var routes: [AppRoute] {
    var routes: [AppRoute] = [.list(isAdding: standupsList.destination?.is(\.add) == true)]
    for element in path {
      switch element {
      case .detail(let detail):
        routes.append(.detail(detail.standupID, isEditing: detail.destination?.is(\.edit) == true))
      case .meeting(let meeting, let standupID):
        routes.append(.meeting(standupID, meeting.id))
      case .record(let record):
        routes.append(.record(record.standup.id))
      }
    }
    return routes
  }

  /// The current navigation state as a link.
  public var deepLink: DeepLink {
    AppRoute.print(routes)
  }

  /// Rebuilds the navigation state from `link`, as on first load or when the user goes back
  /// or forward. Screens that stay keep their models. Leaving a meeting in progress this way
  /// does not throw it away: the "End meeting?" alert shows and the meeting goes on.
  ///
  /// - Parameter isHistory: Whether the browser's history brought the link (Back or
  ///   Forward). History never starts a meeting behind the person's back: a record URL that
  ///   names no meeting in progress lands on the standup's detail.
  public func open(_ link: DeepLink, isHistory: Bool = false) {
    let routes = AppRoute.parse(link)
    if case .record(let record) = path.last, !routes.contains(.record(record.standup.id)) {
      record.backRequested()
      return
    }
    var newPath: [Path] = []
    for route in routes {
      switch route {
      case .list(let isAdding):
        if isAdding, standupsList.destination?.is(\.add) != true {
          standupsList.addStandupButtonTapped()
        } else if !isAdding, standupsList.destination?.is(\.add) == true {
          standupsList.destination = nil
        }
      case .detail(let id, let isEditing):
        guard standups[id: id] != nil else { break }
        let detail: StandupDetailModel
        if case .detail(let existing) = path.first(where: {
          if case .detail = $0 { true } else { false }
        }),
          existing.standupID == id
        {
          detail = existing
        } else if let new = detailModel(of: id) {
          detail = new
        } else {
          break
        }
        if isEditing, detail.destination?.is(\.edit) != true {
          detail.editButtonTapped()
        } else if !isEditing, detail.destination?.is(\.edit) == true {
          detail.destination = nil
        }
        newPath.append(.detail(detail))
      case .meeting(let id, let meetingID):
        guard !newPath.isEmpty, let meeting = standups[id: id]?.meetings[id: meetingID] else {
          break
        }
        newPath.append(.meeting(meeting, standupID: id))
      case .record(let id):
        guard !newPath.isEmpty, let standup = standups[id: id] else { break }
        if case .record(let existing) = path.last, existing.standup.id == id {
          newPath.append(.record(existing))
        } else if !isHistory {
          newPath.append(
            .record(childModel(of: self) { RecordMeetingModel(standup: standup) }))
        }
      }
    }
    path = newPath
  }
}
