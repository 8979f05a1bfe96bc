import CairnArchitecture

// The Composable Architecture flavour of the rooms app: `@Shared` in `@ObservableState` state,
// the list holding `@Shared(.rooms)`, the detail holding a `Shared<Room>` derived from the
// list with `$rooms[id:]`, and an effect that writes to the shared room from `.run`.

/// The form that fills in a new room.
@Reducer
struct RoomForm {
  @ObservableState
  struct State: Equatable {
    var room: Room
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// The list of rooms.
@Reducer
struct RoomsList {
  @ObservableState
  struct State: Equatable {
    @Presents var addRoom: RoomForm.State?
    @Shared(.rooms) var rooms
  }

  enum Action {
    case addRoom(PresentationAction<RoomForm.Action>)
    case addRoomButtonTapped
    case confirmAddRoomButtonTapped
    case deleteButtonTapped(id: Room.ID)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addRoom:
        return .none
      case .addRoomButtonTapped:
        state.addRoom = RoomForm.State(room: Room(id: uuid()))
        return .none
      case .confirmAddRoomButtonTapped:
        guard var room = state.addRoom?.room else { return .none }
        room.name = room.name.trimmingCharacters(in: .whitespaces)
        if room.name.isEmpty { room.name = "Untitled room" }
        state.$rooms.withLock { _ = $0.append(room) }
        state.addRoom = nil
        return .none
      case .deleteButtonTapped(let id):
        state.$rooms.withLock { _ = $0.remove(id: id) }
        return .none
      }
    }
    .ifLet(\.$addRoom, action: \.addRoom) {
      RoomForm()
    }
  }
}

/// One room: renamed in place, meetings held in it, deleted from the list.
@Reducer
struct RoomDetail {
  @ObservableState
  struct State: Equatable {
    @Shared var room: Room
    var isMeeting = false
  }

  enum Action: Equatable {
    case deleteButtonTapped
    case delegate(Delegate)
    case meetingEnded(notes: String)
    case renameButtonTapped(String)
    case startMeetingButtonTapped

    @CasePathable
    enum Delegate: Equatable {
      case deleted
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        @Shared(.rooms) var rooms
        $rooms.withLock { _ = $0.remove(id: state.room.id) }
        return .send(.delegate(.deleted))
      case .delegate:
        return .none
      case .meetingEnded:
        state.isMeeting = false
        return .none
      case .renameButtonTapped(let name):
        state.$room.withLock { $0.name = name }
        return .none
      case .startMeetingButtonTapped:
        state.isMeeting = true
        // The effect writes the meeting into the shared room itself, then reports back.
        return .run { [room = state.$room, clock, now, uuid] send in
          try await clock.sleep(for: .seconds(30))
          let notes = "Held in \(room.wrappedValue.name)"
          room.withLock {
            _ = $0.meetings.insert(RoomMeeting(id: uuid(), date: now, notes: notes), at: 0)
          }
          await send(.meetingEnded(notes: notes))
        }
      }
    }
  }
}

/// The app: the list, with rooms' details pushed on a stack.
@Reducer
struct RoomsApp {
  @Reducer
  enum Path {
    case detail(RoomDetail)
  }

  @ObservableState
  struct State: Equatable {
    var list = RoomsList.State()
    var path = StackState<Path.State>()
  }

  enum Action {
    case list(RoomsList.Action)
    case path(StackActionOf<Path>)
    case roomTapped(Room.ID)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.list, action: \.list) {
      RoomsList()
    }
    Reduce { state, action in
      switch action {
      case .list:
        return .none
      case .path(.element(let id, .detail(.delegate(.deleted)))):
        state.path.pop(from: id)
        return .none
      case .path:
        return .none
      case .roomTapped(let id):
        guard let room = Shared(state.list.$rooms[id: id]) else { return .none }
        state.path.append(.detail(RoomDetail.State(room: room)))
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}
extension RoomsApp.Path.State: Equatable {}
