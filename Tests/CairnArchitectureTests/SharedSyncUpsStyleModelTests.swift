import CairnArchitecture
import Testing

/// The vanilla flavour of the rooms app: `@Observable` models with `@ObservationIgnored
/// @Shared`, tested as SyncUps' vanilla tests are, by calling the models and reading the
/// shared list. A view (here `observe`) re-runs when shared data it read changes.
@MainActor
@Suite struct SharedSyncUpsStyleModelTests {
  @Test func addingARoomAppendsItToTheSharedList() {
    let list = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      RoomsListModel()
    }
    list.addRoomButtonTapped()
    list.draft?.name = "Atrium "
    list.confirmAddRoomButtonTapped()
    #expect(list.draft == nil)
    #expect(list.rooms == [Room(id: UUID(0), name: "Atrium")])

    @Shared(.rooms) var rooms
    #expect(rooms == list.rooms, "every @Shared(.rooms) is the same list")
  }

  @Test func theDetailChangesTheListsRoomAndTheListChangesTheDetails() throws {
    @Shared(.rooms) var rooms = [.boardroom, .nook]
    let list = RoomsListModel()
    let detail = try #require(list.detail(id: Room.nook.id))
    detail.rename(to: "Phone booth")
    #expect(list.rooms[id: Room.nook.id]?.name == "Phone booth")
    $rooms.withLock { $0[id: Room.nook.id]?.seats = 1 }
    #expect(detail.room.seats == 1)
    #expect(detail.room.name == "Phone booth")
    #expect(list.detail(id: UUID(0)) == nil, "no detail for a room that is not there")
  }

  @Test func meetingsAreRecordedInTheSharedRoom() throws {
    @Shared(.rooms) var rooms = [.boardroom]
    let list = RoomsListModel()
    let detail = try #require(
      withDependencies {
        $0.uuid = .incrementing
        $0.date.now = Date(timeIntervalSince1970: 0)
      } operation: {
        list.detail(id: Room.boardroom.id)
      })
    detail.meetingEnded(notes: "Quarterly")
    #expect(
      rooms[id: Room.boardroom.id]?.meetings
        == [RoomMeeting(id: UUID(0), date: Date(timeIntervalSince1970: 0), notes: "Quarterly")])
  }

  @Test func deletingFromTheDetailRemovesTheRoomFromTheList() throws {
    @Shared(.rooms) var rooms = [.boardroom, .nook]
    let list = RoomsListModel()
    let detail = try #require(list.detail(id: Room.boardroom.id))
    detail.deleteButtonTapped()
    #expect(detail.isDeleted)
    #expect(list.rooms == [.nook])
    #expect(detail.room.name == "Boardroom", "the detail keeps showing the room it had")
  }

  @Test func aViewReadingTheSharedListReRunsWhenItChanges() async {
    let list = RoomsListModel()
    let detailTitles = Collected<[String]>([])
    let token = observe {
      let names = list.rooms.map(\.name)
      detailTitles.withValue { $0.append(names.joined(separator: ",")) }
    }
    @Shared(.rooms) var rooms
    $rooms.withLock { _ = $0.append(.nook) }
    await settleObservations()
    $rooms.withLock { $0[id: Room.nook.id]?.name = "Cubby" }
    await settleObservations()
    #expect(detailTitles.value == ["", "Nook", "Cubby"])
    token.cancel()
  }
}

/// A value a test's closures add to, on the main actor.
@MainActor
final class Collected<Value> {
  private(set) var value: Value
  init(_ value: Value) { self.value = value }
  func withValue(_ body: (inout Value) -> Void) { body(&value) }
}
