import CairnArchitecture

// A meeting-rooms app written the way Point-Free's SyncUps is written with swift-sharing
// (issue 31's "done means"): one list of rooms kept in a file through `@Shared(.rooms)`, a
// detail that holds `@Shared var room` derived from that list, and both a vanilla `@Observable`
// flavour and a Composable Architecture flavour. Only `import CairnArchitecture` is needed.

/// A meeting room, with the meetings held in it.
struct Room: Codable, Equatable, Identifiable, Sendable {
  let id: UUID
  var name = ""
  var seats = 4
  var meetings: IdentifiedArrayOf<RoomMeeting> = []
}

/// A meeting held in a room.
struct RoomMeeting: Codable, Equatable, Identifiable, Sendable {
  let id: UUID
  let date: Date
  var notes: String
}

// In memory until a `.fileStorage` key can be written in a test without a clock dependency
// (as SyncUps' tests write theirs); then `FileStorageKey<…>.Default` over
// `.fileStorage(.documentsDirectory.appending(component: "rooms.json"))`.
extension SharedKey where Self == InMemoryKey<IdentifiedArrayOf<Room>>.Default {
  /// Every room; none until one is added.
  static var rooms: Self {
    Self[.inMemory("rooms"), default: []]
  }
}

extension Room {
  static let boardroom = Room(
    id: UUID(uuidString: "00000000-0000-0000-0000-00000000B0A2")!, name: "Boardroom", seats: 12)
  static let nook = Room(
    id: UUID(uuidString: "00000000-0000-0000-0000-0000000000AB")!, name: "Nook", seats: 2)
}
