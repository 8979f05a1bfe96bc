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

  @Test func itKeepsNoMoreJSONThanTheLastFileHeld() throws {
    let encoder = StandupsFileEncoder()
    var standups = samples()
    // Many saves, each adding one standup and deleting another, as a long session of edits
    // does: what the encoder keeps follows the list, not the number of saves.
    for round in 0..<200 {
      var added = Standup(id: .init(UUID()))
      added.title = "Added \(round)"
      standups.append(added)
      standups.remove(at: 0)
      standups[standups.count - 1].title += "!"
      #expect(try encoder.encode(standups) == StandupsFile.encode(standups))
      #expect(encoder.keptCount == standups.count)
    }
    _ = try encoder.encode([])
    #expect(encoder.keptCount == 0)
  }

  @Test func aRepeatedIDIsWrittenAsEachCopyHoldsIt() throws {
    let encoder = StandupsFileEncoder()
    let standups = samples()
    var twin = standups[0]
    twin.title = "The other copy"
    let list = standups + [twin]
    #expect(try encoder.encode(list) == StandupsFile.encode(list))
    #expect(try encoder.encode(list) == StandupsFile.encode(list))
  }

  @Test func indentingSkipsEmptyLines() {
    let json = Data("{\n  \"a\" : [\n\n  ]\n}".utf8)
    #expect(
      String(decoding: StandupsFileEncoder.indented(json), as: UTF8.self)
        == "  {\n    \"a\" : [\n\n    ]\n  }")
  }
}
