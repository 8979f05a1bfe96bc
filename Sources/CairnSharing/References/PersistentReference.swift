import Dependencies
import Foundation
import IssueReporting
import Observation

/// The storage of a `@Shared(key)`: the value, kept in step with the key.
///
/// Created once per key id (see ``PersistentReferences``). It loads when created (unless told
/// not to), subscribes to the key for its whole life, and saves through the key after every
/// `withLock`. Every callback may come from any thread: state is behind one lock, and
/// observation is told about a change where it happens on the main thread, and on the main
/// queue after the change when it happens elsewhere (see ``MainQueueObservationRegistrar``).
final class _PersistentReference<Key: SharedReaderKey>: Reference, @unchecked Sendable {
  private let registrar = MainQueueObservationRegistrar()
  private let lock = NSRecursiveLock()
  let key: Key
  private var value: Key.Value
  private var _isLoading = false
  private var _loadError: (any Error)?
  private var _saveError: (any Error)?
  private var subscription: SharedSubscription?
  private var onDeinit: (@Sendable () -> Void)?

  init(key: Key, value initialValue: Key.Value, skipInitialLoad: Bool) {
    self.key = key
    self.value = initialValue
    let apply: @Sendable (Result<Key.Value?, any Error>) -> Void = { [weak self] result in
      self?.apply(result, initialValue: initialValue)
    }
    if !skipInitialLoad {
      isLoading = true
      key.load(
        context: .initialValue(initialValue),
        continuation: LoadContinuation("\(key)", callback: apply)
      )
    }
    let subscription = key.subscribe(
      context: skipInitialLoad ? .userInitiated : .initialValue(initialValue),
      subscriber: {
        var subscriber = SharedSubscriber(
          callback: apply,
          onLoading: { [weak self] in self?.isLoading = $0 }
        )
        subscriber.onSaveResult = { [weak self] in self?.finishSave($0.map { nil }) }
        return subscriber
      }()
    )
    lock.withLock { self.subscription = subscription }
  }

  deinit {
    subscription?.cancel()
    onDeinit?()
  }

  func setOnDeinit(_ body: @escaping @Sendable () -> Void) {
    lock.withLock { onDeinit = body }
  }

  /// A load's or the subscriber's result: a value, back to the initial value, or an error.
  private func apply(_ result: Result<Key.Value?, any Error>, initialValue: Key.Value) {
    isLoading = false
    switch result {
    case .failure(let error):
      loadError = error
    case .success(let newValue):
      if lock.withLock({ _loadError != nil }) { loadError = nil }
      wrappedValue = newValue ?? initialValue
    }
  }

  var id: ObjectIdentifier { ObjectIdentifier(self) }

  var isLoading: Bool {
    get {
      registrar.access(self, keyPath: \._isLoading)
      return lock.withLock { _isLoading }
    }
    set {
      registrar.withMutation(of: self, keyPath: \._isLoading) {
        lock.withLock { _isLoading = newValue }
      }
    }
  }

  var loadError: (any Error)? {
    get {
      registrar.access(self, keyPath: \._loadError)
      return lock.withLock { _loadError }
    }
    set {
      registrar.withMutation(of: self, keyPath: \._loadError) {
        lock.withLock { _loadError = newValue }
      }
    }
  }

  var wrappedValue: Key.Value {
    get {
      registrar.access(self, keyPath: \.value)
      return lock.withLock { value }
    }
    set {
      registrar.withMutation(of: self, keyPath: \.value) {
        lock.withLock { value = newValue }
      }
    }
  }

  var saveError: (any Error)? {
    get {
      registrar.access(self, keyPath: \._saveError)
      return lock.withLock { _saveError }
    }
    set {
      registrar.withMutation(of: self, keyPath: \._saveError) {
        lock.withLock { _saveError = newValue }
      }
    }
  }

  /// A save's outcome: a success clears both errors (the key reached its storage), a failure
  /// is kept in `saveError`.
  func finishSave(_ result: Result<Never?, any Error>) {
    switch result {
    case .success:
      let (hadLoadError, hadSaveError) = lock.withLock { (_loadError != nil, _saveError != nil) }
      if hadLoadError { loadError = nil }
      if hadSaveError { saveError = nil }
    case .failure(let error):
      saveError = error
    }
  }

  func load() async throws {
    isLoading = true
    defer { isLoading = false }
    let key = key
    do {
      try await withUnsafeThrowingContinuation {
        (continuation: UnsafeContinuation<Void, any Error>) in
        key.load(
          context: .userInitiated,
          continuation: LoadContinuation("\(key)") { result in
            switch result {
            case .success(.some(let newValue)):
              self.wrappedValue = newValue
              continuation.resume()
            case .success(.none):
              continuation.resume()
            case .failure(let error):
              continuation.resume(throwing: error)
            }
          }
        )
      }
      if lock.withLock({ _loadError != nil }) { loadError = nil }
    } catch {
      loadError = error
      throw error
    }
  }

  func touch() {
    registrar.withMutation(of: self, keyPath: \.value) {}
  }

  var description: String {
    String(reflecting: key)
  }
}

extension _PersistentReference: MutableReference, Equatable where Key: SharedKey {
  var snapshot: Key.Value? {
    @Dependency(\.sharedSnapshots) var snapshots
    return snapshots[self]
  }

  func takeSnapshot(
    _ value: Key.Value, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    @Dependency(\.sharedSnapshots) var snapshots
    snapshots.save(
      reference: self, value: value, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  func withLock<R>(_ body: (inout Key.Value) throws -> R) rethrows -> R {
    try registrar.withMutation(of: self, keyPath: \.value) {
      let (result, modified) = try lock.withLock {
        // The body edits a copy, written back after: code it calls may read this value.
        var copy = value
        defer { value = copy }
        return (try body(&copy), copy)
      }
      let key = key
      key.save(
        modified,
        context: .didSet,
        continuation: SaveContinuation("\(key)") { [weak self] result in
          self?.finishSave(result)
        }
      )
      return result
    }
  }

  func save() async throws {
    if lock.withLock({ _saveError != nil }) { saveError = nil }
    let key = key
    let current = lock.withLock { value }
    do {
      _ = try await withUnsafeThrowingContinuation {
        (continuation: UnsafeContinuation<Never?, any Error>) in
        key.save(
          current,
          context: .userInitiated,
          continuation: SaveContinuation("\(key)") { continuation.resume(with: $0) }
        )
      }
    } catch {
      saveError = error
      throw error
    }
    if lock.withLock({ _loadError != nil }) { loadError = nil }
  }

  static func == (lhs: _PersistentReference, rhs: _PersistentReference) -> Bool { lhs === rhs }
}
