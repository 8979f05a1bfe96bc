@_spi(Runtime) import CairnWeb
import Foundation
import Testing

/// Attacks on sessions, kept as repeatable tests: work started by a page nobody opened, floods
/// of page loads, tab takeover, unbounded URLs and renders, and events racing the screen.
@MainActor
@Suite("Hostile input: sessions")
struct HostileSessionTests {
  @MainActor @Observable
  final class WorkModel {
    var log: [String] = []
    var opened: [DeepLink] = []
    var count = 0
  }

  struct WorkView: View {
    let model: WorkModel
    var body: some View {
      VStack {
        Text("Count \(model.count)")
        Button("Increment") { model.count += 1 }
      }
      .onAppear { model.log.append("appear") }
      .task { model.log.append("task") }
    }
  }

  static func app(_ model: WorkModel) -> WebApplication {
    WebApplication(title: "Work") { link in
      model.opened.append(link)
      return AppScreen(open: { model.opened.append($0) }) { WorkView(model: model) }
    }
  }

  // MARK: Defect 2: a plain GET starts no work; sessions are bounded

  @Test func aPageWhoseSocketNeverAttachesRunsNothingAndIsDiscarded() async throws {
    let model = WorkModel()
    let store = SessionStore(app: Self.app(model))
    let start = ContinuousClock.now
    let session = try store.create(for: DeepLink(path: "/record"), at: start)
    await session.live.settle()
    #expect(model.log.isEmpty, "no lifecycle work before the tab's socket attaches")

    store.sweep(at: start + .seconds(5))
    #expect(store.count == 1, "within the attach deadline")
    store.sweep(at: start + .seconds(11))
    #expect(store.count == 0, "discarded once the attach deadline passed")
    #expect(session.hasEnded)
    await session.live.settle()
    #expect(model.log.isEmpty)
  }

  @Test func lifecycleWorkStartsWhenTheSocketAttaches() async throws {
    let model = WorkModel()
    let store = SessionStore(app: Self.app(model))
    let session = try store.create(for: DeepLink())
    let attached = try #require(store.attach(session: session.id, secret: session.secret))
    attached.session.connect { _ in }
    await session.live.settle()
    #expect(model.log.sorted() == ["appear", "task"])
  }

  @Test func aFloodOfPageLoadsKeepsAtMostTheLimitOfWaitingSessions() throws {
    var limits = RequestLimits()
    limits.maximumWaitingSessions = 10
    limits.maximumSessions = 20
    let store = SessionStore(app: Self.app(WorkModel()), limits: limits)
    var made: [Session] = []
    for _ in 0..<1_000 { made.append(try store.create(for: DeepLink())) }
    #expect(store.count == 10, "the oldest waiting sessions were discarded")
    #expect(made.prefix(990).allSatisfy { $0.hasEnded })

    for session in made.suffix(10) { session.connect { _ in } }
    for _ in 0..<10 { try store.create(for: DeepLink()).connect { _ in } }
    #expect(store.count == 20)
    #expect(throws: SessionStore.Full.self) { try store.create(for: DeepLink()) }
  }

  // MARK: Defect 5: a session belongs to its tab

  @Test func anIdWithoutItsSecretAttachesNothing() throws {
    let store = SessionStore(app: Self.app(WorkModel()))
    let session = try store.create(for: DeepLink())
    #expect(store.attach(session: session.id, secret: "") == nil)
    #expect(store.attach(session: session.id, secret: "0123456789abcdef0123456789abcdef") == nil)
    #expect(store.attach(session: session.id, secret: String(session.secret.dropLast())) == nil)
    #expect(session.secret.count >= 32, "secrets are long enough not to be guessed")
    #expect(store.attach(session: session.id, secret: session.secret)?.session === session)
  }

  @Test func resumingAnotherTabsSessionNeedsItsSecret() throws {
    let store = SessionStore(app: Self.app(WorkModel()))
    let victim = try store.create(for: DeepLink())
    victim.connect { _ in }
    let attacker = try store.create(for: DeepLink())

    let attached = store.attach(
      session: attacker.id, secret: attacker.secret,
      resume: .init(session: victim.id, secret: "guessed"))

    #expect(attached?.session === attacker, "the attacker keeps only its own fresh session")
    #expect(attached?.isResumed == false)
    #expect(!victim.hasEnded)
    #expect(victim.isConnected)
  }

  @Test func aSecondSocketDisplacesTheFirstWhichIsToldAndIgnored() async throws {
    let model = WorkModel()
    let store = SessionStore(app: Self.app(model))
    let session = try store.create(for: DeepLink())
    var firstFrames: [String] = []
    var firstReplaced = false
    let first = session.connect(onReplaced: { firstReplaced = true }, { firstFrames.append($0) })
    var secondFrames: [String] = []
    let second = session.connect { secondFrames.append($0) }
    #expect(firstReplaced, "the displaced socket is told")

    let increment = try #require(
      session.live.tree.descendants().first { $0.node.textContent == "Increment" }?.node
        .attributes["data-on-click"])
    await session.receive(
      #"{"type":"event","handler":"\#(increment)","event":"click"}"#, from: first)
    #expect(model.count == 0, "a displaced socket drives nothing")
    await session.receive(
      #"{"type":"event","handler":"\#(increment)","event":"click"}"#, from: second)
    #expect(model.count == 1)
    #expect(firstFrames.isEmpty, "the displaced socket receives no updates")
    #expect(secondFrames.contains { $0.contains("Count 1") })
  }

  // MARK: Defect 3: bounded URLs and renders

  @Test func limitsRefuseLongAndDeepURLs() {
    let limits = RequestLimits()
    #expect(limits.allows(url: "/stack/1/2/3"))
    #expect(!limits.allows(url: "/stack" + String(repeating: "/1", count: 6_000)))
    #expect(!limits.allows(url: "/" + String(repeating: "a", count: 70_000)))
    #expect(limits.allows(url: "/a?" + String(repeating: "q", count: 1_000)))
  }

  @Test func aDeepPopstateIsRefusedWithoutBuildingAnything() async throws {
    let model = WorkModel()
    let store = SessionStore(app: Self.app(model))
    let session = try store.create(for: DeepLink())
    var frames: [String] = []
    session.connect { frames.append($0) }
    model.opened.removeAll()

    let deep = "/stack" + String(repeating: "/1", count: 6_000)
    await session.receive(#"{"type":"popstate","url":"\#(deep)"}"#)

    #expect(model.opened.isEmpty, "the app's routes never saw the URL")
    #expect(try errorCode(frames.last) == "urlTooLong")
    #expect(!session.hasEnded)
  }

  @Test func aRenderOverTheBudgetEndsItsSession() async throws {
    let model = WorkModel()
    let store = SessionStore(app: Self.app(model))
    let session = try store.create(for: DeepLink())
    var frames: [String] = []
    session.connect { frames.append($0) }
    session.live.measureRender = { work in
      work()
      return .seconds(3)  // every render now "takes" three seconds
    }

    model.count += 1
    await session.live.settle()

    #expect(try errorCode(frames.last) == "renderTooSlow")
    #expect(session.hasEnded)
  }

  // MARK: Defects 7 and 12: frames over the cap, events for elements that just left

  @Test func aFrameOverTheCapGetsAnErrorWithACodeAndTheSessionCarriesOn() async throws {
    let model = WorkModel()
    let session = Session(id: "s", screen: AppScreen { WorkView(model: model) })
    var frames: [String] = []
    session.connect { frames.append($0) }
    let padding = String(repeating: "x", count: 70_000)
    await session.receive(#"{"type":"event","handler":"h","event":"input","value":"\#(padding)"}"#)
    #expect(try errorCode(frames.last) == "tooLarge")
    #expect(!session.hasEnded)
  }

  @Test func aBlurForAFieldTheLastUpdateRemovedIsAcknowledgedQuietly() async throws {
    let model = ItemsModel()
    let session = Session(id: "s", screen: AppScreen { ItemsView(model: model) })
    var frames: [String] = []
    session.connect { frames.append($0) }
    model.addButtonTapped()
    await session.live.settle()
    let blur = try #require(
      session.live.tree.descendants().first { $0.node.tag == "input" }?.node
        .attributes["data-on-blur"])

    model.destination = nil
    await session.live.settle()
    await session.receive(#"{"type":"event","handler":"\#(blur)","event":"blur","seq":9}"#)

    let reply = try json(frames.last)
    #expect(reply["type"] as? String == "update", "not an error")
    #expect(reply["ack"] as? Int == 9)
  }

  @Test func aForgedHandlerIsStillAnErrorWithItsCode() async throws {
    let model = WorkModel()
    let session = Session(id: "s", screen: AppScreen { WorkView(model: model) })
    var frames: [String] = []
    session.connect { frames.append($0) }
    await session.receive(#"{"type":"event","handler":"hforged","event":"click"}"#)
    #expect(try errorCode(frames.last) == "unknownHandler")
  }
}

/// The code of an error frame.
func errorCode(_ frame: String?) throws -> String? {
  try json(frame)["code"] as? String
}

/// A frame as a JSON object.
func json(_ frame: String?) throws -> [String: Any] {
  let frame = try #require(frame)
  return try #require(JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
}
