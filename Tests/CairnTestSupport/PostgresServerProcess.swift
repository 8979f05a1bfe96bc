import ConcurrencyExtras
import Foundation

/// One run of a `postgres` server: the process, its log (what it writes to stderr, copied to a
/// file as it arrives), the moment it says it is ready and the moment it exits, and a watcher
/// that shuts it down if the test process dies first.
///
/// Nothing here polls: readiness is the server's own "ready to accept connections" line read
/// from its pipe, exit is the process's termination handler, and the watcher learns that the
/// test process died when the pipe only the test process writes to reaches its end.
final class PostgresServerProcess: @unchecked Sendable {
  let process: Process
  private let exited = DispatchGroup()
  private let ready = DispatchGroup()
  private let output = LockIsolated((text: "", isReady: false))
  private let watcher: Process?
  private let watcherInput: FileHandle?

  /// Starts `process` (already configured with the server's program and arguments), copying
  /// what it writes to `log`.
  init(_ process: Process, log: URL) throws {
    self.process = process
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let logHandle = try FileHandle(forWritingTo: log)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    exited.enter()
    ready.enter()
    let (exited, ready, output) = (exited, ready, output)
    process.terminationHandler = { _ in exited.leave() }
    pipe.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      guard !data.isEmpty else {
        handle.readabilityHandler = nil
        try? logHandle.close()
        return
      }
      try? logHandle.write(contentsOf: data)
      let becameReady = output.withValue { output -> Bool in
        output.text += String(decoding: data, as: UTF8.self)
        guard !output.isReady, output.text.contains("ready to accept connections") else {
          return false
        }
        output.isReady = true
        return true
      }
      if becameReady { ready.leave() }
    }
    try process.run()
    try? pipe.fileHandleForWriting.close()
    (watcher, watcherInput) = Self.watch(process.processIdentifier)
  }

  /// Starts `sh`, reading a socket only this process writes to: when this process ends, however
  /// it ends, the pipe reaches its end and `sh` shuts the server down at once (`SIGQUIT`).
  private static func watch(_ server: Int32) -> (Process?, FileHandle?) {
    var descriptors: [Int32] = [0, 0]
    // Both ends close on exec, from the start: the writing end must stay in this process only,
    // never inherited by a server or by any other child (the watcher gets the reading end as
    // its standard input, which the spawn duplicates without the flag).
    let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    guard socketpair(AF_UNIX, type, 0, &descriptors) == 0 else { return (nil, nil) }
    let reading = FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true)
    let writing = FileHandle(fileDescriptor: descriptors[1], closeOnDealloc: true)
    let watcher = Process()
    watcher.executableURL = URL(fileURLWithPath: "/bin/sh")
    watcher.arguments = ["-c", "read _ ; kill -QUIT \"$1\" 2>/dev/null", "sh", "\(server)"]
    watcher.standardInput = reading
    watcher.standardOutput = FileHandle.nullDevice
    watcher.standardError = FileHandle.nullDevice
    do {
      try watcher.run()
    } catch {
      return (nil, nil)
    }
    try? reading.close()
    return (watcher, writing)
  }

  /// Whether the server runs.
  var isRunning: Bool { process.isRunning }

  /// What the server wrote so far.
  var log: String { output.value.text }

  /// Waits until the server says it is ready (true) or exits first or `timeout` passes (false).
  func waitUntilReady(timeout: Duration) async -> Bool {
    let (ready, exited) = (ready, exited)
    let outcome = OneShotBool()
    ready.notify(queue: .global()) { outcome.settle(true) }
    exited.notify(queue: .global()) { outcome.settle(false) }
    return await outcome.value(within: timeout) ?? false
  }

  /// Waits until the server exited, for up to `timeout`; returns whether it did.
  func waitUntilExit(timeout: Duration) async -> Bool {
    let outcome = OneShotBool()
    exited.notify(queue: .global()) { outcome.settle(true) }
    return await outcome.value(within: timeout) ?? false
  }

  /// Blocks until the server exited, for up to `timeout`; returns whether it did.
  func waitUntilExitBlocking(timeout: Duration) -> Bool {
    let (seconds, attoseconds) = timeout.components
    let interval = Double(seconds) + Double(attoseconds) / 1e18
    return exited.wait(timeout: .now() + interval) == .success
  }

  /// Sends `signal` to the server.
  func send(_ signal: Int32) {
    if process.isRunning { Foundation.kill(process.processIdentifier, signal) }
  }

  /// Closes the only writer of the watcher's input, as the end of this process would.
  func closeWatcherInput() {
    try? watcherInput?.close()
  }

  /// Ends the watcher (the server is being stopped on purpose, or is gone).
  func dismissWatcher() {
    if let watcher, watcher.isRunning { Foundation.kill(watcher.processIdentifier, SIGKILL) }
    try? watcherInput?.close()
  }
}

/// A yes-or-no outcome settled once, awaited with a failsafe timeout.
final class OneShotBool: Sendable {
  private let state = LockIsolated<(value: Bool?, waiter: CheckedContinuation<Bool?, Never>?)>(
    (nil, nil))

  /// Settles the outcome, if it is not settled yet.
  func settle(_ value: Bool?) {
    let waiter = state.withValue { state -> CheckedContinuation<Bool?, Never>? in
      guard state.value == nil else { return nil }
      state.value = value ?? false
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: value)
  }

  /// The outcome, or `nil` if it is not settled within `timeout`.
  func value(within timeout: Duration) async -> Bool? {
    let timer = Task { [self] in
      try await Task.sleep(for: timeout)
      settle(nil)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      let settled = state.withValue { state -> Bool?? in
        if let value = state.value { return .some(value) }
        state.waiter = continuation
        return .none
      }
      if let settled { continuation.resume(returning: settled) }
    }
  }
}
