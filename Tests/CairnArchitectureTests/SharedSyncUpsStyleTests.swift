import CairnArchitecture
import Testing

/// The Composable Architecture flavour of the rooms app, tested as SyncUps' TCA tests are:
/// every change to shared state is asserted in the `send` or `receive` that made it, with
/// `$0.$rooms.withLock { … }`.
@MainActor
@Suite struct SharedSyncUpsStyleTests {
  @Test func addingARoomAppendsItToTheSharedList() async {
    let store = TestStore(initialState: RoomsList.State()) {
      RoomsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    var room = Room(id: UUID(0))
    await store.send(.addRoomButtonTapped) {
      $0.addRoom = RoomForm.State(room: room)
    }
    room.name = "  Atrium "
    await store.send(\.addRoom.binding.room, room) {
      $0.addRoom?.room.name = "  Atrium "
    }
    await store.send(.confirmAddRoomButtonTapped) {
      $0.addRoom = nil
      $0.$rooms.withLock { $0 = [Room(id: UUID(0), name: "Atrium")] }
    }
    #expect(store.state.rooms.map(\.name) == ["Atrium"], "store.state reads the shared value")
  }

  @Test func eachTestStartsFromTheKeysDefault() async {
    let store = TestStore(initialState: RoomsList.State()) { RoomsList() }
    #expect(store.state.rooms.isEmpty, "another test's rooms never leak in")
    store.state.$rooms.withLock { $0 = [.nook] }
    #expect(store.state.rooms == [.nook])
  }

  @Test func anotherTestAlsoStartsFromTheKeysDefault() async {
    @Shared(.rooms) var rooms
    #expect(rooms.isEmpty)
    $rooms.withLock { $0 = [.boardroom] }
    #expect(rooms == [.boardroom])
  }

  @Test func theDetailEditsTheListsRoomThroughADerivedSharedReference() async {
    @Shared(.rooms) var rooms = [.boardroom, .nook]
    let store = TestStore(initialState: RoomsApp.State()) { RoomsApp() }
    await store.send(.roomTapped(Room.nook.id)) {
      $0.path[id: 0] = .detail(RoomDetail.State(room: Shared(value: .nook)))
    }
    await store.send(\.path[id: 0].detail.renameButtonTapped, "Phone booth") {
      $0.list.$rooms.withLock { $0[id: Room.nook.id]?.name = "Phone booth" }
    }
    #expect(rooms[id: Room.nook.id]?.name == "Phone booth", "the list's file-backed rooms changed")
    #expect(rooms[id: Room.boardroom.id]?.name == "Boardroom")
  }

  @Test func theChangeCanBeAssertedThroughTheDetailsOwnReferenceToo() async {
    @Shared(.rooms) var rooms = [.boardroom]
    let store = TestStore(initialState: RoomsApp.State()) { RoomsApp() }
    await store.send(.roomTapped(Room.boardroom.id)) {
      $0.path[id: 0] = .detail(RoomDetail.State(room: Shared(value: .boardroom)))
    }
    await store.send(\.path[id: 0].detail.renameButtonTapped, "Board") {
      $0.path[id: 0, case: \.detail]?.$room.withLock { $0.name = "Board" }
    }
    #expect(rooms[id: Room.boardroom.id]?.name == "Board")
  }

  @Test func deletingFromTheDetailRemovesTheRoomAndPopsTheDetail() async {
    @Shared(.rooms) var rooms = [.boardroom, .nook]
    let store = TestStore(initialState: RoomsApp.State()) { RoomsApp() }
    await store.send(.roomTapped(Room.boardroom.id)) {
      $0.path[id: 0] = .detail(RoomDetail.State(room: Shared(value: .boardroom)))
    }
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.list.$rooms.withLock { _ = $0.remove(id: Room.boardroom.id) }
    }
    await store.receive(\.path[id: 0].detail.delegate.deleted) {
      $0.path = StackState()
    }
    #expect(rooms == [.nook])
  }

  @Test func anEffectWritesToTheSharedRoomAndTheReceiveAssertsIt() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: RoomDetail.State(room: Shared(value: .nook))
    ) {
      RoomDetail()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_000_000)
      $0.uuid = .incrementing
    }
    await store.send(.startMeetingButtonTapped) {
      $0.isMeeting = true
    }
    await clock.advance(by: .seconds(30))
    await store.receive(.meetingEnded(notes: "Held in Nook")) {
      $0.isMeeting = false
      $0.$room.withLock {
        $0.meetings = [
          RoomMeeting(
            id: UUID(0), date: Date(timeIntervalSince1970: 1_000_000), notes: "Held in Nook")
        ]
      }
    }
  }
}
