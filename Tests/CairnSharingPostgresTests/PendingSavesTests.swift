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
