@_spi(Runtime) import CairnWeb
import Foundation
import Testing

@MainActor
@Suite("Protocol: sessions driven by frames")
struct ProtocolTests {
  /// A session of the items feature with a recording socket.
  @MainActor
  final class Harness {
    let model = ItemsModel()
    let session: Session
    var frames: [String] = []
    var connection = 0

    init() {
      let model = model
      session = Session(id: "test", screen: AppScreen { ItemsView(model: model) })
      connection = session.connect { [unowned self] in frames.append($0) }
    }

    func handler(_ event: String, ofButton name: String) -> String? {
      session.live.tree.descendants().first {
        $0.node.tag == "button" && ($0.node.attributes["aria-label"] ?? $0.node.textContent) == name
      }?.node.attributes["data-on-\(event)"]
    }

    func json(_ frame: String) throws -> [String: Any] {
      try #require(JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
    }
  }

  @Test func aClickFrameRunsTheHandlerAndAnswersWithAPatch() async throws {
    let harness = Harness()
    let handler = try #require(harness.handler("click", ofButton: "Add"))

    await harness.session.receive(
      #"{"type":"event","handler":"\#(handler)","event":"click","seq":7}"#)

    #expect(harness.model.destination != nil)
    let frame = try harness.json(try #require(harness.frames.last))
    #expect(frame["type"] as? String == "update")
    #expect(frame["ack"] as? Int == 7)
    let ops = try #require(frame["ops"] as? [[Any]])
    #expect(
      ops.contains {
        ($0.first as? String) == "insert" && ($0.last as? String)?.contains("<dialog") == true
      })
  }

  @Test func inputFramesCarryTheValue() async throws {
    let harness = Harness()
    harness.model.addButtonTapped()
    await harness.session.live.settle()
    let input = try #require(
      harness.session.live.tree.descendants().first { $0.node.tag == "input" }?.node.attributes[
        "data-on-input"])

    await harness.session.receive(
      #"{"type":"event","handler":"\#(input)","event":"input","value":"Bread"}"#)

    #expect(harness.model.destination?[case: \.add]?.item.name == "Bread")
  }

  @Test(arguments: [
    "not json at all",
    #"{"type":"event"}"#,
    #"{"type":"teleport"}"#,
    #"{"handler":"h1"}"#,
    #"[1,2,3]"#,
  ])
  func malformedFramesGetAnErrorAndTheSessionCarriesOn(frame: String) async throws {
    let harness = Harness()
    await harness.session.receive(frame)

    let reply = try harness.json(try #require(harness.frames.last))
    #expect(reply["type"] as? String == "error")
    #expect(!harness.session.hasEnded)

    let handler = try #require(harness.handler("click", ofButton: "Add"))
    await harness.session.receive(#"{"type":"event","handler":"\#(handler)","event":"click"}"#)
    #expect(harness.model.destination != nil, "the session still works")
  }

  @Test func unknownHandlerIsRejected() async throws {
    let harness = Harness()
    await harness.session.receive(#"{"type":"event","handler":"hforged","event":"click"}"#)
    let reply = try harness.json(try #require(harness.frames.last))
    #expect(reply["type"] as? String == "error")
    #expect((reply["message"] as? String)?.contains("hforged") == true)
  }

  @Test func aClickOnARowThatJustLeftIsDroppedQuietly() async throws {
    let harness = Harness()
    let rowHandler = try #require(harness.handler("click", ofButton: "Item 3"))
    harness.model.items.removeLast()
    await harness.session.live.settle()

    await harness.session.receive(
      #"{"type":"event","handler":"\#(rowHandler)","event":"click","seq":4}"#)

    #expect(harness.model.drillDown == nil, "nothing else runs in the row's place")
    let reply = try harness.json(try #require(harness.frames.last))
    #expect(reply["type"] as? String == "update", "acknowledged, not an error")
    #expect(reply["ack"] as? Int == 4)
  }

  @Test func oversizedFramesAreRejected() async throws {
    let harness = Harness()
    let padding = String(repeating: "x", count: WireProtocol.maximumFrameSize)
    await harness.session.receive(
      #"{"type":"event","handler":"h","event":"input","value":"\#(padding)"}"#)
    let reply = try harness.json(try #require(harness.frames.last))
    #expect(reply["type"] as? String == "error")
    #expect((reply["message"] as? String)?.contains("larger") == true)
  }

  @Test func eventsAfterDisconnectAreHandledAndTheReconnectIsReset() async throws {
    let harness = Harness()
    let handler = try #require(harness.handler("click", ofButton: "Add"))
    harness.session.disconnect(harness.connection)
    let sentBefore = harness.frames.count

    await harness.session.receive(#"{"type":"event","handler":"\#(handler)","event":"click"}"#)
    #expect(harness.frames.count == sentBefore, "nothing is sent while disconnected")
    #expect(harness.model.destination != nil)

    var replayed: [String] = []
    harness.session.connect { replayed.append($0) }
    let reset = try harness.json(try #require(replayed.first))
    #expect(reset["type"] as? String == "reset")
    #expect((reset["html"] as? String)?.contains("<dialog") == true)
  }

  @Test func aStaleSocketClosingLateDoesNotDetachTheNewOne() {
    let harness = Harness()
    let old = harness.connection
    harness.session.connect { _ in }
    harness.session.disconnect(old)
    #expect(harness.session.isConnected)
  }

  @Test func endedSessionsIgnoreFrames() async throws {
    let harness = Harness()
    let handler = try #require(harness.handler("click", ofButton: "Add"))
    harness.session.end()
    await harness.session.receive(#"{"type":"event","handler":"\#(handler)","event":"click"}"#)
    #expect(harness.model.destination == nil)
  }

  @Test func storeReclaimsSessionsAfterTheGracePeriodOnly() throws {
    let app = WebApplication(title: "Items") { _ in AppScreen { ItemsView(model: ItemsModel()) } }
    let store = SessionStore(app: app, gracePeriod: .seconds(30))
    let start = ContinuousClock.now
    let session = try store.create(for: DeepLink(), at: start)
    #expect(store.session(id: session.id) === session)
    #expect(session.id.count >= 30, "ids are long enough not to be guessed")

    let connection = session.connect { _ in }
    store.sweep(at: start + .seconds(300))
    #expect(store.count == 1, "connected sessions are kept")

    session.disconnect(connection, at: start + .seconds(10))
    store.sweep(at: start + .seconds(39))
    #expect(store.count == 1, "within the grace period")
    store.sweep(at: start + .seconds(41))
    #expect(store.count == 0)
    #expect(session.hasEnded)
  }

  @Test func aReloadResumesThePreviousSessionAndEndsTheFreshOne() throws {
    let app = WebApplication(title: "Items") { _ in AppScreen { ItemsView(model: ItemsModel()) } }
    let store = SessionStore(app: app)
    let previous = try store.create(for: DeepLink())
    let fresh = try store.create(for: DeepLink())

    let resumed = store.attach(
      session: fresh.id, secret: fresh.secret,
      resume: .init(session: previous.id, secret: previous.secret))
    #expect(resumed?.session === previous)
    #expect(resumed?.isResumed == true)
    #expect(fresh.hasEnded)
    #expect(store.count == 1)

    let another = try store.create(for: DeepLink())
    let expired = store.attach(
      session: another.id, secret: another.secret, resume: .init(session: "gone", secret: "x"))
    #expect(expired?.session === another, "an expired id keeps the fresh one")
    #expect(store.attach(session: another.id, secret: another.secret)?.session === another)
  }

  @Test func popstateRebuildsStateWithoutPushingTheURLAgain() async throws {
    let model = GalleryLikeModel()
    let session = Session(
      id: "s",
      screen: AppScreen(url: { model.link }, open: { model.open($0) }) {
        GalleryLikeView(model: model)
      })
    var frames: [String] = []
    session.connect { frames.append($0) }

    await session.receive(#"{"type":"popstate","url":"/detail"}"#)

    #expect(model.isShowingDetail)
    #expect(session.live.url == DeepLink(path: "/detail"))
    #expect(!frames.joined().contains(#"["push""#))
    #expect(!frames.joined().contains(#"["replace""#))
  }

}

/// A two-screen model with a URL, for the popstate test.
@MainActor @Observable
final class GalleryLikeModel {
  var isShowingDetail = false
  var link: DeepLink { DeepLink(isShowingDetail ? ["detail"] : []) }
  func open(_ link: DeepLink) { isShowingDetail = link.pathComponents == ["detail"] }
}

struct GalleryLikeView: View {
  @UIBindable var model: GalleryLikeModel
  var body: some View {
    NavigationStack {
      Button("Show detail") { model.isShowingDetail = true }
        .navigationTitle("Home")
        .navigationDestination(isPresented: $model.isShowingDetail) {
          Text("Detail").navigationTitle("Detail")
        }
    }
  }
}
