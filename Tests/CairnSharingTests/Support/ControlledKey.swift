import CairnSharing
import Foundation

/// A key a test drives by hand: it records every load, save and subscription, and lets the
/// test resume pending loads and yield external changes whenever it wants.
final class KeyController<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var _stored: Value?
  private var _saves: [(Value, SaveContext)] = []
  private var _loadContexts: [LoadContext<Value>] = []
  private var _pendingLoads: [LoadContinuation<Value>] = []
  private var _subscribers: [SharedSubscriber<Value>] = []
  private var _cancelledSubscriptions = 0
  private var _saveFailure: (any Error)?
  private var _loadFailure: (any Error)?
  /// Whether loads wait for `resumeLoads` instead of answering at once.
  var loadsWait = false

  init(stored: Value? = nil) {
    _stored = stored
  }

  func locked<R>(_ body: () -> R) -> R {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  var stored: Value? {
    get { locked { _stored } }
    set { locked { _stored = newValue } }
  }
  var saves: [(Value, SaveContext)] { locked { _saves } }
  var savedValues: [Value] { saves.map(\.0) }
  var saveContexts: [SaveContext] { saves.map(\.1) }
  var loadCount: Int { locked { _loadContexts.count } }
  var subscriberCount: Int { locked { _subscribers.count } }
  var cancelledSubscriptions: Int { locked { _cancelledSubscriptions } }
  var saveFailure: (any Error)? {
    get { locked { _saveFailure } }
    set { locked { _saveFailure = newValue } }
  }
  var loadFailure: (any Error)? {
    get { locked { _loadFailure } }
    set { locked { _loadFailure = newValue } }
  }

  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    let waits = locked {
      _loadContexts.append(context)
      if loadsWait { _pendingLoads.append(continuation) }
      return loadsWait
    }
    if !waits { answer(continuation) }
  }

  private func answer(_ continuation: LoadContinuation<Value>) {
    if let failure = loadFailure {
      continuation.resume(throwing: failure)
    } else if let stored {
      continuation.resume(returning: stored)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  /// Answers every waiting load with what is stored now.
  func resumeLoads() {
    let pending = locked {
      defer { _pendingLoads.removeAll() }
      return _pendingLoads
    }
    for continuation in pending { answer(continuation) }
  }

  func subscribe(subscriber: SharedSubscriber<Value>) -> SharedSubscription {
    locked { _subscribers.append(subscriber) }
    return SharedSubscription { [weak self] in
      self?.locked { self?._cancelledSubscriptions += 1 }
    }
  }

  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    let failure = locked {
      _saves.append((value, context))
      if _saveFailure == nil { _stored = value }
      return _saveFailure
    }
    if let failure {
      continuation.resume(throwing: failure)
    } else {
      continuation.resume()
    }
  }

  /// Plays an external change (another process, a file edited elsewhere).
  func yield(_ value: Value) {
    stored = value
    for subscriber in locked({ _subscribers }) { subscriber.yield(value) }
  }

  func yield(with result: Result<Value?, any Error>) {
    for subscriber in locked({ _subscribers }) { subscriber.yield(with: result) }
  }

  func yieldSaveResult(_ result: Result<Void, any Error>) {
    for subscriber in locked({ _subscribers }) { subscriber.yieldSaveResult(result) }
  }

  func yieldLoading(_ isLoading: Bool) {
    for subscriber in locked({ _subscribers }) { subscriber.yieldLoading(isLoading) }
  }
}

/// A ``SharedKey`` backed by a ``KeyController``; keys with the same name share a reference.
struct ControlledKey<Value: Sendable>: SharedKey {
  let name: String
  let controller: KeyController<Value>

  var id: String { name }

  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    controller.load(context: context, continuation: continuation)
  }

  func subscribe(
    context _: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    controller.subscribe(subscriber: subscriber)
  }

  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    controller.save(value, context: context, continuation: continuation)
  }
}

extension SharedReaderKey {
  static func controlled<Value>(_ name: String, _ controller: KeyController<Value>) -> Self
  where Self == ControlledKey<Value> {
    ControlledKey(name: name, controller: controller)
  }
}

struct DiskFull: Error, Equatable {}
struct Unreadable: Error, Equatable {}

/// A small lock-protected box for values a test collects from other threads.
final class Collected<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var _value: Value
  init(_ value: Value) { _value = value }
  var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return _value
  }
  func withValue<R>(_ body: (inout Value) -> R) -> R {
    lock.lock()
    defer { lock.unlock() }
    return body(&_value)
  }
}

struct Standup: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
  var minutes = 5
}
