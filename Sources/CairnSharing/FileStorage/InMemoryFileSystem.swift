import ConcurrencyExtras
import Foundation

/// A file system in memory, for tests and previews: files are bytes by URL, nothing touches
/// the disk.
///
/// A test can put a file in it before a key reads it, look at what a key saved, make reads or
/// saves fail (as an unreadable file or a full disk would), and change a file as another
/// program would: keys watching that file are told at once, on the caller's thread.
public final class InMemoryFileSystem: Sendable {
  private struct State {
    var files: [String: Data] = [:]
    var versions: [String: Int64] = [:]
    var version: Int64 = 0
    var readFailure: String?
    var saveFailure: String?
    var saveCount = 0
    var readCount = 0
    var watchers: [String: [UUID: @Sendable () -> Void]] = [:]
  }
  private let state = LockIsolated(State())
  let pendingSaves = PendingSaves()

  /// An empty file system.
  public init() {}

  /// A file system holding `files`.
  public init(_ files: [URL: Data]) {
    state.withValue { state in
      for (url, data) in files { state.files[Self.path(url)] = data }
    }
  }

  /// The file at `url`, or `nil`. Setting it is a change made by another program: keys that
  /// watch the file read it again.
  public subscript(url: URL) -> Data? {
    get { state.withValue { $0.files[Self.path(url)] } }
    set {
      let watchers = state.withValue { state in
        state.files[Self.path(url)] = newValue
        state.version += 1
        state.versions[Self.path(url)] = state.version
        return Array(state.watchers[Self.path(url), default: [:]].values)
      }
      for watcher in watchers { watcher() }
    }
  }

  /// Sets the file at `url` as another program would whose change has not been noticed yet
  /// (its watcher notice is still on the way): keys see it only when they next look at the
  /// file, as a save does before it writes.
  public func setUnnoticed(_ data: Data?, at url: URL) {
    state.withValue { state in
      state.files[Self.path(url)] = data
      state.version += 1
      state.versions[Self.path(url)] = state.version
    }
  }

  /// Every file's URL, in path order (files moved aside included).
  public var urls: [URL] {
    state.withValue { $0.files.keys.sorted().map { URL(fileURLWithPath: $0) } }
  }

  /// While set, every read of an existing file fails with this reason, as a file that cannot
  /// be read would.
  public var readFailure: String? {
    get { state.withValue { $0.readFailure } }
    set { state.withValue { $0.readFailure = newValue } }
  }

  /// While set, every save fails with this reason, as a full disk would.
  public var saveFailure: String? {
    get { state.withValue { $0.saveFailure } }
    set { state.withValue { $0.saveFailure = newValue } }
  }

  /// How many reads of an existing file were tried, failed ones included.
  public var readCount: Int {
    state.withValue { $0.readCount }
  }

  /// How many saves were tried, failed ones included.
  public var saveCount: Int {
    state.withValue { $0.saveCount }
  }

  func read(_ url: URL) throws(FileFailure) -> Data? {
    let (data, failure) = state.withValue { state in
      let data = state.files[Self.path(url)]
      if data != nil { state.readCount += 1 }
      return (data, state.readFailure)
    }
    guard let data else { return nil }
    if let failure { throw FileFailure(reason: failure) }
    return data
  }

  func write(_ data: Data, to url: URL) throws(FileFailure) {
    let failure = state.withValue { state -> String? in
      state.saveCount += 1
      if let failure = state.saveFailure { return failure }
      state.files[Self.path(url)] = data
      state.version += 1
      state.versions[Self.path(url)] = state.version
      return nil
    }
    if let failure { throw FileFailure(reason: failure) }
  }

  func moveAside(_ url: URL, label: String) throws(FileFailure) -> URL {
    let destination = state.withValue { state -> URL? in
      guard let data = state.files.removeValue(forKey: Self.path(url)) else { return nil }
      var counter = 1
      var destination = url.appendingPathExtension(label)
      while state.files[Self.path(destination)] != nil {
        counter += 1
        destination = url.appendingPathExtension("\(label)-\(counter)")
      }
      state.files[Self.path(destination)] = data
      return destination
    }
    guard let destination else { throw FileFailure(reason: "No such file or directory") }
    return destination
  }

  func keepCopy(of url: URL, data: Data, label: String) throws(FileFailure) -> URL {
    let destination = state.withValue { state -> URL? in
      state.saveCount += 1
      if state.saveFailure != nil { return nil }
      var counter = 1
      var destination = url.appendingPathExtension(label)
      while state.files[Self.path(destination)] != nil {
        counter += 1
        destination = url.appendingPathExtension("\(label)-\(counter)")
      }
      state.files[Self.path(destination)] = data
      return destination
    }
    guard let destination else { throw FileFailure(reason: saveFailure ?? "") }
    return destination
  }

  func copies(of url: URL, label: String) -> [URL] {
    let prefix = Self.path(url) + "." + label
    return urls.filter { $0.path.hasPrefix(prefix) }
  }

  func fingerprint(of url: URL) -> FileFingerprint? {
    state.withValue { state in
      guard let data = state.files[Self.path(url)] else { return nil }
      return FileFingerprint(
        device: 0, inode: 0, size: Int64(data.count),
        modifiedSeconds: state.versions[Self.path(url)] ?? 0, modifiedNanoseconds: 0)
    }
  }

  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
    let id = UUID()
    let path = Self.path(url)
    state.withValue { $0.watchers[path, default: [:]][id] = onChange }
    return { [weak self] in
      self?.state.withValue { $0.watchers[path]?[id] = nil }
    }
  }

  private static func path(_ url: URL) -> String {
    url.standardizedFileURL.path
  }
}
