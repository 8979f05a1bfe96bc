import Foundation
import Testing

@testable import StandupsDomain

/// `StandupsFileEncoder` writes the bytes `StandupsFile.encode` writes, whatever changed
/// between two saves, while re-encoding only what changed.
@Suite("Standups file encoder")
struct StandupsFileEncoderTests {
  let now = Date(timeIntervalSince1970: 1_234_567_890)

  func samples() -> [Standup] {
    var next = 0
    return Standup.samples(now: now) {
      defer { next += 1 }
      return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012x", next))!
    }
  }

  @Test func itWritesWhatThePlainEncoderWritesAcrossEdits() throws {
    let encoder = StandupsFileEncoder()
    var standups = samples()
    #expect(try encoder.encode(standups) == StandupsFile.encode(standups))
    // A rename (the kept JSON of that standup must not be reused).
    standups[0].title = "Renamed \"quoted\"\nwith a line break"
    #expect(try encoder.encode(standups) == StandupsFile.encode(standups))
    // A meeting added, a standup with no meetings and no attendees, a deletion, a move.
    _ = standups[1].meetings.append(
      Meeting(id: .init(UUID()), date: now, transcript: "Line one\nline two"))
    var bare = Standup(id: .init(UUID()))
    bare.title = "Bare"
    standups.append(bare)
    standups.remove(at: 2)
    standups.swapAt(0, standups.count - 1)
    #expect(try encoder.encode(standups) == StandupsFile.encode(standups))
    // Everything gone, then back.
    #expect(try encoder.encode([]) == StandupsFile.encode([]))
    #expect(try encoder.encode(standups) == StandupsFile.encode(standups))
    #expect(try StandupsFile.decode(encoder.encode(standups)) == standups)
  }

  @Test func indentingSkipsEmptyLines() {
    let json = Data("{\n  \"a\" : [\n\n  ]\n}".utf8)
    #expect(
      String(decoding: StandupsFileEncoder.indented(json), as: UTF8.self)
        == "  {\n    \"a\" : [\n\n    ]\n  }")
  }
}
