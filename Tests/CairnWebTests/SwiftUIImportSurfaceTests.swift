import CairnWeb
import Testing

// This file imports nothing but CairnWeb (and Testing), as a SwiftUI view file imports only
// SwiftUI: what it uses from Foundation and Observation must come through that one import.

@Observable
@MainActor
private final class Note {
  var id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
  var written = Date(timeIntervalSince1970: 0)
  var link = URL(string: "https://example.com/notes/1")
}

/// How many changes observation reported (written once, synchronously, by the change).
private final class Changes: @unchecked Sendable {
  var count = 0
}

/// Issue 29, deliverable 1: `import CairnWeb` brings what `import SwiftUI` brings besides
/// SwiftUI — Foundation's types and Observation's `@Observable`.
@MainActor
@Suite("What import CairnWeb brings")
struct SwiftUIImportSurfaceTests {
  @Test func foundationAndObservationComeWithCairnWeb() {
    let note = Note()
    #expect(note.id.uuidString.hasSuffix("0001"))
    #expect(note.written.timeIntervalSince1970 == 0)
    #expect(note.link?.lastPathComponent == "1")
    let seen = Changes()
    withObservationTracking {
      _ = note.written
    } onChange: {
      seen.count += 1
    }
    note.written = Date(timeIntervalSince1970: 60)
    #expect(seen.count == 1, "an @Observable model made with only CairnWeb imported is observed")
  }
}
