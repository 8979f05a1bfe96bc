import Cairn
import CairnArchitecture
import Foundation
import StandupsDomain
import StandupsFeatures

extension StandupsAppFeature.State {
  /// The app over the shared standups with the navigation state `link` spells: the same URLs
  /// as the models flavour (``StandupsFeatures/AppRoute``).
  public init(deepLink link: DeepLink) {
    self.init()
    _ = open(AppRoute.parse(link), isHistory: false)
  }

  /// The current navigation state as routes.
  public var routes: [AppRoute] {
    var routes: [AppRoute] = [.list(isAdding: list.destination?.is(\.add) == true)]
    for id in path.elementIDs {
      switch path[id: id] {
      case .detail(let detail):
        routes.append(
          .detail(detail.standup.id, isEditing: detail.destination?.is(\.edit) == true))
      case .meeting(let meeting):
        routes.append(.meeting(meeting.standup.id, meeting.meeting.id))
      case .record(let record):
        routes.append(.record(record.standup.id))
      case nil:
        break
      }
    }
    return routes
  }

  /// The current navigation state as a link.
  public var deepLink: DeepLink {
    AppRoute.print(routes)
  }

  /// Goes to `routes`, as on first load or when the browser goes back or forward. Screens
  /// that stay keep their state; going back pops by id. Leaving a meeting in progress this way
  /// does not throw it away: the "End meeting?" alert shows and the meeting goes on.
  ///
  /// - Parameter isHistory: Whether the browser's history brought the routes. History never
  ///   starts a meeting behind the person's back: a record route that names no meeting in
  ///   progress lands on the standup's detail.
  mutating func open(_ routes: [AppRoute], isHistory: Bool) -> Effect<StandupsAppFeature.Action> {
    if let top = path.elementIDs.last, case .record(let record) = path[id: top],
      !routes.contains(.record(record.standup.id))
    {
      return .send(.path(.element(id: top, action: .record(.backRequested))))
    }
    let ids = path.elementIDs
    var kept = 0
    var newScreens: [StandupsAppFeature.Path.State] = []
    for route in routes {
      switch route {
      case .list(let isAdding):
        if isAdding, list.destination?.is(\.add) != true {
          @Dependency(\.uuid) var uuid
          list.destination = .add(StandupForm.State(standup: Standup(id: Standup.ID(uuid()))))
        } else if !isAdding, list.destination?.is(\.add) == true {
          list.destination = nil
        }
      case .detail(let standupID, let isEditing):
        guard let standup = Shared(list.$standups[id: standupID]) else { break }
        let depth = kept + newScreens.count
        var detail: StandupDetail.State
        if newScreens.isEmpty, depth < ids.count, case .detail(let existing) = path[id: ids[depth]],
          existing.standup.id == standupID
        {
          detail = existing
        } else {
          detail = StandupDetail.State(standup: standup)
        }
        if isEditing, detail.destination?.is(\.edit) != true {
          detail.destination = .edit(StandupForm.State(standup: detail.standup))
        } else if !isEditing, detail.destination?.is(\.edit) == true {
          detail.destination = nil
        }
        place(.detail(detail), at: depth, kept: &kept, newScreens: &newScreens)
      case .meeting(let standupID, let meetingID):
        let depth = kept + newScreens.count
        guard depth > 0, let standup = Shared(list.$standups[id: standupID]),
          let meeting = standup.wrappedValue.meetings[id: meetingID]
        else { break }
        place(
          .meeting(PastMeeting.State(meeting: meeting, standup: standup)), at: depth,
          kept: &kept, newScreens: &newScreens)
      case .record(let standupID):
        let depth = kept + newScreens.count
        guard depth > 0, let standup = list.standups[id: standupID] else { break }
        if newScreens.isEmpty, depth < ids.count, case .record(let existing) = path[id: ids[depth]],
          existing.standup.id == standupID
        {
          kept += 1
        } else if !isHistory {
          newScreens.append(.record(RecordMeeting.State(standup: standup)))
        }
      }
    }
    if kept < ids.count {
      if newScreens.isEmpty {
        return .send(.path(.popFrom(id: ids[kept])))
      }
      path.pop(from: ids[kept])
    }
    for screen in newScreens { path.append(screen) }
    return .none
  }

  /// Keeps the screen at `depth` if it is the same one (updating it to `screen`), else starts
  /// the new screens there.
  private mutating func place(
    _ screen: StandupsAppFeature.Path.State, at depth: Int, kept: inout Int,
    newScreens: inout [StandupsAppFeature.Path.State]
  ) {
    let ids = path.elementIDs
    if newScreens.isEmpty, depth < ids.count,
      path[id: ids[depth]].map({ sameScreen($0, screen) })
        == true
    {
      path[id: ids[depth]] = screen
      kept += 1
    } else {
      newScreens.append(screen)
    }
  }

  private func sameScreen(_ a: StandupsAppFeature.Path.State, _ b: StandupsAppFeature.Path.State)
    -> Bool
  {
    switch (a, b) {
    case (.detail(let a), .detail(let b)): a.standup.id == b.standup.id
    case (.meeting(let a), .meeting(let b)): a.meeting.id == b.meeting.id
    case (.record(let a), .record(let b)): a.standup.id == b.standup.id
    default: false
    }
  }
}
