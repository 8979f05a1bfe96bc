import Testing

@testable import CairnSharingPostgres

@Suite("Reconnection delays")
struct BackoffTests {
  @Test func doublesUpToTheCapAndStartsOverAfterASuccess() {
    var backoff = Backoff(initial: .milliseconds(250), maximum: .seconds(2))
    let delays = (0..<6).map { _ in backoff.next() }
    #expect(
      delays == [
        .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2), .seconds(2), .seconds(2),
      ])
    backoff.reset()
    #expect(backoff.next() == .milliseconds(250))
  }

  @Test func aLongNotificationNamesEverythingInstead() {
    let versions = Dictionary(uniqueKeysWithValues: (0..<1000).map { ("row-\($0)", Int64($0)) })
    let note = ChangeNotification(origin: "o", collection: "c", versions: versions)
    let parsed = ChangeNotification(payload: note.payload)
    #expect(note.payload.utf8.count < 8000)
    #expect(parsed?.everything == true)
    let short = ChangeNotification(origin: "o", collection: "c", versions: ["a": 2], deleted: ["b"])
    #expect(ChangeNotification(payload: short.payload) == short)
  }
}
