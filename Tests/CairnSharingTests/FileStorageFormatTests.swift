import CairnTestSupport
import Dependencies
import Foundation
import Testing

@testable import CairnSharing

/// `.fileStorage(url, decode:, encode:)` keeps an app's own file format: a file in the format
/// Standups has always written (pretty-printed, sorted keys, ISO 8601 dates) loads unchanged
/// and is written back byte for byte.
@Suite("File storage: an existing file format", .mainSerialExecutor)
struct FileStorageFormatTests {
  /// The shape of a standup in Standups' file.
  struct Record: Codable, Equatable, Identifiable, Sendable {
    struct Attendee: Codable, Equatable, Sendable {
      var id: UUID
      var name: String
    }
    struct Meeting: Codable, Equatable, Sendable {
      var date: Date
      var id: UUID
      var transcript: String
    }
    var attendees: [Attendee]
    var durationInSeconds: Int
    var id: UUID
    var meetings: [Meeting]
    var theme: String
    var title: String
  }

  /// A file as Standups writes it.
  static let fixture = """
    [
      {
        "attendees" : [
          {
            "id" : "6B1C2B4E-0C4D-4A39-9B8E-2D6F1E0A7C11",
            "name" : "Blob"
          },
          {
            "id" : "0E3F7D52-5A7B-4C8E-8F1D-93B2C4A6E5F0",
            "name" : "Blob Jr."
          }
        ],
        "durationInSeconds" : 300,
        "id" : "A2D4F6B8-1C3E-4F5A-8B7C-9D0E1F2A3B4C",
        "meetings" : [
          {
            "date" : "2024-03-04T09:15:00Z",
            "id" : "C5E7A9B1-2D4F-4A6C-8E0B-1F3D5B7A9C2E",
            "transcript" : "We shipped the \\"Save\\" button — finally."
          }
        ],
        "theme" : "bubblegum",
        "title" : "Morning Sync"
      }
    ]
    """

  static func decode(_ data: Data) throws -> [Record] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode([Record].self, from: data)
  }

  static func encode(_ records: [Record]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return try encoder.encode(records)
  }

  @Test func anExistingFileLoadsAndIsWrittenBackByteForByte() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-file-format-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent("standups.json")
    let original = Data(Self.fixture.utf8)
    try original.write(to: url)

    let standups = withDependencies {
      $0.defaultFileStorage = FileStorage.fileSystem.unwatched
      $0.continuousClock = TestClock()
    } operation: {
      Shared(
        wrappedValue: [Record](),
        .fileStorage(url, decode: Self.decode, encode: Self.encode))
    }
    #expect(standups.loadError == nil)
    #expect(standups.wrappedValue.map(\.title) == ["Morning Sync"])
    #expect(standups.wrappedValue.first?.meetings.first?.transcript.contains("\"Save\"") == true)

    try await standups.save()
    #expect(try Data(contentsOf: url) == original, "the same bytes as before")

    standups.withLock { $0[0].title = "Evening Sync" }
    let reread = try Self.decode(try Data(contentsOf: url))
    #expect(reread.map(\.title) == ["Evening Sync"])
    #expect(reread[0].attendees == standups.wrappedValue[0].attendees)
  }
}
