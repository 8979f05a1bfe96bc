@_spi(Runtime) import CairnWeb
import CaseStudies
import Foundation

/// Clicks a real button of the case studies through one session wired as the server wires a
/// socket (frames decoded off the main actor into an `Inbox`, handled by the session on the
/// main actor, sent through an `Outbox` that another task drains), and reports the CPU time one
/// event costs on the main thread (where sessions render) and in the whole process.
///
/// After a warm-up, it measures several rounds and prints each round and the median. CPU time
/// of the main thread is read with `CLOCK_THREAD_CPUTIME_ID`, so other processes on the
/// machine slow a round down but do not add to it.
///
/// ```sh
/// cd Benchmarks && swift run -c release cairn-event-cost [clicks per round] [path] [button]
/// ```
@main
enum EventCost {
  /// Runs the measurement on the main actor, served by the main thread's run loop: an async
  /// `main` hands the main queue to whichever pool thread drains it next, and a thread's CPU
  /// clock would then not follow the main actor's work.
  static func main() {
    Task { @MainActor in
      await measure()
      exit(0)
    }
    RunLoop.main.run()
  }

  @MainActor
  static func measure() async {
    let arguments = CommandLine.arguments.dropFirst()
    let clicks = arguments.first.flatMap { Int($0) } ?? 2_000
    let path = arguments.dropFirst().first ?? "/counter"
    let label = arguments.dropFirst(2).first ?? "Increment"
    let rounds = 5

    let store = SessionStore(app: CaseStudiesApp.application)
    guard let session = try? store.create(for: DeepLink(path: path)) else {
      fatalError("the store refused a session")
    }
    guard let handler = handlerID(of: label, in: session.live.tree) else {
      fatalError("no button \(label) on \(path)")
    }
    let outbox = Outbox()
    let inbox = Inbox()
    let connection = session.connect(outbox: outbox)
    let (acks, ackContinuation) = AsyncStream<Int>.makeStream()
    // The socket's writer: takes frames as a fast tab would, counting what it sends.
    let writer = Task.detached {
      var bytes = 0
      var frames = 0
      for await _ in outbox.doorbell {
        while let item = outbox.take() {
          guard let text = item.text else { continue }
          bytes += text.utf8.count
          frames += 1
          ackContinuation.yield(frames)
        }
      }
      return (bytes, frames)
    }
    // The session's handler: one frame at a time, on the main actor.
    let sessionTask = Task { @MainActor in
      for await _ in inbox.doorbell {
        while let frame = inbox.take() { await session.receive(frame, from: connection) }
      }
    }
    var ackIterator = acks.makeAsyncIterator()
    var seq = 0
    var mainThread: [Double] = []
    var process: [Double] = []
    // Round 0 warms up.
    for round in 0...rounds {
      let mainStart = cpuTime(CLOCK_THREAD_CPUTIME_ID)
      let processStart = cpuTime(CLOCK_PROCESS_CPUTIME_ID)
      for _ in 0..<clicks {
        seq += 1
        let text = #"{"type":"event","handler":"\#(handler)","event":"click","seq":\#(seq)}"#
        // Decoded off the main actor, as the socket's task does.
        _ = await Task.detached { inbox.push(WireProtocol.decoded(text)) }.value
        guard await ackIterator.next() != nil else { fatalError("the session stopped answering") }
      }
      guard round > 0 else { continue }
      mainThread.append((cpuTime(CLOCK_THREAD_CPUTIME_ID) - mainStart) / Double(clicks))
      process.append((cpuTime(CLOCK_PROCESS_CPUTIME_ID) - processStart) / Double(clicks))
      print(
        "round \(round): main thread \(microseconds(mainThread.last!)), "
          + "all threads \(microseconds(process.last!)) per click")
    }
    inbox.close()
    outbox.finish()
    ackContinuation.finish()
    let (bytes, frames) = await writer.value
    await sessionTask.value
    session.end()
    print("\(seq) clicks on \(label) at \(path): \(frames) frames, \(bytes) bytes")
    print(
      "median CPU per click: main thread \(microseconds(median(mainThread))), all threads \(microseconds(median(process)))"
    )
  }

  /// The CPU time `clock` has counted, in seconds.
  static func cpuTime(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  static func microseconds(_ seconds: Double) -> String {
    String(format: "%.1f µs", seconds * 1e6)
  }

  static func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
  }

  /// The click handler of the first button named `label` (its accessible label, else its text).
  @MainActor
  static func handlerID(of label: String, in tree: Node) -> String? {
    tree.descendants().lazy.map(\.node)
      .first { $0.tag == "button" && ($0.attributes["aria-label"] ?? $0.textContent) == label }?
      .attributes["data-on-click"]
  }
}
