import CairnArchitecture
import Testing

// This file imports only CairnArchitecture (and Testing): what it uses below is what
// `import CairnArchitecture` makes visible, as `import ComposableArchitecture` does.

/// A model written with Observation's macro, which TCA users get from TCA's import.
@Observable
private final class Tally {
  var count = 0
}

/// `import CairnArchitecture` makes Foundation, Observation and Dispatch's time constants
/// visible.
@Suite("What import CairnArchitecture makes visible")
struct ArchitectureImportTests {
  @Test func foundationTypesAreVisible() throws {
    let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")
    let date = Date(timeIntervalSince1970: 60)
    let url = try #require(URL(string: "https://example.com/standups"))
    #expect(id?.uuidString.hasSuffix("0001") == true)
    #expect(date.timeIntervalSince1970 == 60)
    #expect(url.lastPathComponent == "standups")
  }

  @Test func observationIsVisible() {
    let tally = Tally()
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = tally.count
    } onChange: {
      changed.setValue(true)
    }
    tally.count += 1
    #expect(changed.value)
  }

  @Test func dispatchTimeConstantsHaveTheirApplePlatformValues() {
    #expect(NSEC_PER_SEC == 1_000_000_000)
    #expect(NSEC_PER_MSEC == 1_000_000)
    #expect(NSEC_PER_USEC == 1_000)
    #expect(USEC_PER_SEC == 1_000_000)
    #expect(500 * NSEC_PER_MSEC == NSEC_PER_SEC / 2)
  }
}
