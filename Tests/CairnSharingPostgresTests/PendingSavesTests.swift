import ConcurrencyExtras
import Testing

@testable import CairnSharingPostgres

/// What a save writes is the app's own edit, measured from the value the app last received,
/// never from a value that was only on its way to it.
@Suite("Unwritten saves of a collection")
struct PendingSavesTests {
  func standup(_ id: String, _ title: String, _ minutes: Int = 5) -> JSONValue {
    .object(["id": .string(id), "title": .string(title), "minutes": .int(Int64(minutes))])
  }

  @Test func aChangeOnItsWayToTheAppIsNotUndoneByASaveOfAnotherElement() throws {
    let pending = PendingSaves()
    pending.known("standups", [standup("x", "Design"), standup("y", "Product")])
    let received = pending.takeView("standups")

    // Another process renames x; the new value is sent towards the main queue...
    pending.known("standups", [standup("x", "Design review"), standup("y", "Product")])
    #expect(pending.changedView("standups") != nil)

    // ...but before it is handed over, the app saves an edit of y made on what it had.
    var edited = received
    edited[1] = standup("y", "Product sync")
    pending.submit("standups", mine: edited) { _ in }

    let unwritten = try #require(pending.unwritten("standups"))
    #expect(
      unwritten.mine == [standup("x", "Design review"), standup("y", "Product sync")],
      "x keeps the other process's title; only y is the app's edit")
  }

  @Test func theAppReceivesTheNewestValueNotTheOneThatWasSent() {
    let pending = PendingSaves()
    pending.known("standups", [standup("x", "Design")])
    _ = pending.takeView("standups")
    pending.known("standups", [standup("x", "Design review")])
    let sent = pending.changedView("standups")
    // A save made while that value travelled is in what the app receives.
    pending.submit("standups", mine: [standup("x", "Design", 10)]) { _ in }
    #expect(sent == [standup("x", "Design review")])
    #expect(pending.takeView("standups") == [standup("x", "Design review", 10)])
  }

  @Test func aChangeTheAppAlreadyHasIsNotSentAgain() {
    let pending = PendingSaves()
    pending.known("standups", [standup("x", "Design")])
    _ = pending.takeView("standups")
    pending.known("standups", [standup("x", "Design")])
    #expect(pending.changedView("standups") == nil)
  }
}

/// A write's rows and its generation are recorded in one step.
@Suite("Unwritten saves of a collection, once written")
struct PendingSavesWrittenTests {
  func standup(_ id: String, _ title: String) -> JSONValue {
    .object(["id": .string(id), "title": .string(title)])
  }

  @Test func theWrittenRowsBecomeTheViewAndTheSaveResumes() {
    let pending = PendingSaves()
    pending.known("standups", [standup("x", "Design")])
    _ = pending.takeView("standups")
    let resumed = LockIsolated<[Bool]>([])
    pending.submit("standups", mine: [standup("x", "Design review")]) { result in
      resumed.withValue { $0.append((try? result.get()) != nil) }
    }
    pending.known("standups", [standup("x", "Design review")], written: 1)
    #expect(resumed.value == [true])
    #expect(pending.unwritten("standups") == nil)
    #expect(pending.takeView("standups") == [standup("x", "Design review")])
  }

  @Test func aNewerSaveWaitingIsRebasedOntoTheWrittenRowsAndKeepsWaiting() throws {
    let pending = PendingSaves()
    pending.known("standups", [standup("x", "Design"), standup("y", "Product")])
    _ = pending.takeView("standups")
    let resumed = LockIsolated<[Int]>([])
    pending.submit("standups", mine: [standup("x", "A"), standup("y", "Product")]) { _ in
      resumed.withValue { $0.append(1) }
    }
    pending.submit("standups", mine: [standup("x", "A"), standup("y", "B")]) { _ in
      resumed.withValue { $0.append(2) }
    }
    // The first save's write lands; the second, newer one is still to be written.
    pending.known("standups", [standup("x", "A"), standup("y", "Product")], written: 1)
    #expect(resumed.value == [1])
    let unwritten = try #require(pending.unwritten("standups"))
    #expect(unwritten.generation == 2)
    #expect(unwritten.mine == [standup("x", "A"), standup("y", "B")])
  }
}
