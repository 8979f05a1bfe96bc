import CairnArchitecture

// The vanilla flavour: `@Observable` models holding shared state as SyncUps' vanilla app does,
// with `@ObservationIgnored @Shared` (the shared value observes itself).

/// The list of rooms, with the room being added.
@MainActor @Observable
final class RoomsListModel {
  @ObservationIgnored @Shared(.rooms) var rooms
  var draft: Room?
  @ObservationIgnored @Dependency(\.uuid) var uuid

  func addRoomButtonTapped() {
    draft = Room(id: uuid())
  }

  func confirmAddRoomButtonTapped() {
    guard var room = draft else { return }
    room.name = room.name.trimmingCharacters(in: .whitespaces)
    if room.name.isEmpty { room.name = "Untitled room" }
    $rooms.withLock { _ = $0.append(room) }
    draft = nil
  }

  func deleteButtonTapped(id: Room.ID) {
    $rooms.withLock { _ = $0.remove(id: id) }
  }

  /// The detail of the room `id`, sharing that room with this list; nil when there is none.
  func detail(id: Room.ID) -> RoomDetailModel? {
    Shared($rooms[id: id]).map { RoomDetailModel(room: $0) }
  }
}

/// One room: renaming it and holding meetings in it change the list's room.
@MainActor @Observable
final class RoomDetailModel {
  @ObservationIgnored @Shared var room: Room
  var isDeleted = false
  @ObservationIgnored @Dependency(\.uuid) var uuid
  @ObservationIgnored @Dependency(\.date.now) var now

  init(room: Shared<Room>) {
    _room = room
  }

  func rename(to name: String) {
    $room.withLock { $0.name = name }
  }

  func meetingEnded(notes: String) {
    let meeting = RoomMeeting(id: uuid(), date: now, notes: notes)
    $room.withLock { _ = $0.meetings.insert(meeting, at: 0) }
  }

  /// Deletes the room from the list, reaching the list through the key as SyncUps does.
  func deleteButtonTapped() {
    @Shared(.rooms) var rooms
    $rooms.withLock { _ = $0.remove(id: room.id) }
    isDeleted = true
  }
}
