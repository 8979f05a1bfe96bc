import Cairn
@_spi(Runtime) import CairnWeb
import Foundation
import Testing

/// What waits for a tab and what waits for its session are bounded: a tab that reads slowly
/// gets the whole screen instead of an ever longer queue, and a tab that sends faster than the
/// server handles has its typing coalesced and its excess refused.
@MainActor
@Suite("Backpressure: outbox and inbox")
struct BackpressureTests {
  // MARK: Outbox

  @Test func anOutboxRefusesPastItsFrameAndByteLimits() {
    let outbox = Outbox(limits: Outbox.Limits(frames: 3, bytes: 10))
    #expect(outbox.send("0123456789ABCDEF"), "a frame larger than the limit enters an empty outbox")
    #expect(!outbox.send("x"), "but nothing goes in after it until it is taken")
    #expect(outbox.take() == .frame("0123456789ABCDEF"))
    #expect(outbox.send("aaaa"))
    #expect(outbox.send("bbbb"))
    #expect(!outbox.send("ccc"), "over 10 bytes")
    #expect(outbox.send("cc"))
    #expect(!outbox.send("d"), "over 3 frames")
    #expect(outbox.waiting == 3)
    outbox.replaceAll(with: "reset")
    #expect(outbox.waiting == 1)
    #expect(outbox.take() == .frame("reset"))
    #expect(outbox.take() == nil)
  }

  @Test func anUpdateIsEncodedByTheWriterAndWeighedByItsEstimate() throws {
    let row = Node.element(
      "div", ["class": "row", "data-on-click": "h1abc"],
      children: [.element("span", ["class": "text"], children: [.text("Renamed \"row\" <3>")])])
    let update = LiveView.Update(
      patches: [
        .insert(path: [0, 1], index: 4, node: row), .setText(path: [0, 2, 0], text: "Count: 3"),
        .setAttributes(path: [1], set: ["aria-busy": "true"], remove: ["hidden"]),
        .remove(path: [0], index: 2), .move(path: [0], from: 1, to: 0),
      ],
      effects: [.pushURL("/counter"), .focus("f1")])
    let frame = WireProtocol.updateFrame(update, ack: 7)
    // The estimate stands for the frame's size without encoding it: within a factor of two.
    let actual = frame.utf8.count
    #expect(
      update.estimatedSize >= actual / 2 && update.estimatedSize <= actual * 2,
      "estimate \(update.estimatedSize), frame \(actual)")

    let outbox = Outbox(limits: Outbox.Limits(frames: 8, bytes: update.estimatedSize + 10))
    #expect(outbox.send(update: update, ack: 7))
    #expect(!outbox.send(update: update, ack: 8), "the estimate counts against the byte limit")
    let item = try #require(outbox.take())
    #expect(item == .update(update, ack: 7), "queued as a value: encoding waits for the writer")
    #expect(item.text == frame, "the writer sends exactly the frame the session would have")
  }

  @Test func aReplacedNoticeIsTheLastThingAnOutboxSends() async {
    let outbox = Outbox()
    outbox.send("update")
    outbox.sendReplaced()
    outbox.send("late")
    var taken: [Outbox.Item] = []
    for await _ in outbox.doorbell {
      while let item = outbox.take() { taken.append(item) }
    }
    #expect(taken == [.frame("update"), .replaced], "the doorbell ends after the notice")
  }

  @MainActor @Observable
  final class Counter {
    var count = 0
  }

  @Test func aTabThatDoesNotReadGetsTheWholeScreenNotAnEverLongerQueue() async throws {
    let counter = Counter()
    let screen = AppScreen {
      VStack {
        Text("Count: \(counter.count)")
        ForEach(0..<counter.count % 7, id: \.self) { Text("Row \($0)") }
      }
    }
    let session = Session(id: "s", secret: "secret", screen: screen)
    let limits = Outbox.Limits(frames: 8, bytes: 64 * 1024)
    let outbox = Outbox(limits: limits)
    session.connect(outbox: outbox)
    await session.live.settle()
    for _ in 0..<100 {
      counter.count += 1
      await session.live.settle()
      #expect(outbox.waiting <= limits.frames)
    }
    #expect(session.overflowCount >= 10)
    // What waits starts with a reset of the screen as it was then, and what follows patches it
    // to the screen as it is: applying everything gives the current screen.
    var frames: [String] = []
    while let frame = outbox.take()?.text { frames.append(frame) }
    let first = try #require(frames.first)
    #expect(first.contains(#""type":"reset""#))
    #expect(frames.dropFirst().allSatisfy { $0.contains(#""type":"update""#) })
    #expect(frames.joined().contains("Count: 100"))
  }

  // MARK: Inbox

  static func input(_ handler: String, _ value: String) -> Inbox.Frame {
    .success(.event(handler: handler, event: .input, value: value, checked: nil, seq: nil))
  }

  static func click(_ handler: String) -> Inbox.Frame {
    .success(.event(handler: handler, event: .click, value: nil, checked: nil, seq: nil))
  }

  @Test func typingIntoOneFieldIsCoalescedToTheLatestValue() {
    let inbox = Inbox(capacity: 4)
    #expect(inbox.push(Self.input("name", "B")) == .queued)
    #expect(inbox.push(Self.input("name", "Bl")) == .coalesced)
    #expect(inbox.push(Self.input("name", "Blo")) == .coalesced)
    #expect(inbox.push(Self.input("title", "M")) == .queued, "another field")
    #expect(inbox.push(Self.click("save")) == .queued)
    #expect(inbox.push(Self.input("title", "Ma")) == .queued, "not after the click: order kept")
    #expect(inbox.waiting == 4)
    #expect(inbox.take() == Self.input("name", "Blo"))
    #expect(inbox.take() == Self.input("title", "M"))
    #expect(inbox.take() == Self.click("save"))
    #expect(inbox.take() == Self.input("title", "Ma"))
  }

  @Test func aFullInboxRefusesAndAClosedOneDropsWhatWaits() async {
    let inbox = Inbox(capacity: 2)
    #expect(inbox.push(Self.click("a")) == .queued)
    #expect(inbox.push(Self.click("b")) == .queued)
    #expect(inbox.push(Self.click("c")) == .refused)
    #expect(inbox.push(Self.input("f", "x")) == .refused, "full, and nothing to coalesce with")
    inbox.close()
    #expect(inbox.waiting == 0, "what the tab sent before it left is not handled")
    #expect(inbox.push(Self.click("d")) == .refused)
    var rings = 0
    for await _ in inbox.doorbell { rings += 1 }
    #expect(inbox.take() == nil)
    #expect(rings <= 1, "the doorbell ended")
  }
}
