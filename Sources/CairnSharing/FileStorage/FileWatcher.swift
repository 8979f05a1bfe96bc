import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells when another program writes, replaces or removes a file, by watching its directory
/// (a save by rename replaces the file's inode, so the file itself cannot be watched).
///
/// On Linux it uses inotify: an event is raised when a writer closes the file, when a file is
/// renamed onto or away from its name, and when it is removed. A writer that is still writing
/// raises nothing until it closes the file, so a half-written file is not read. A link is
/// followed: the directory of its target is watched. On Darwin a dispatch source on the
/// directory raises an event for any change in it.
final class FileWatcher: @unchecked Sendable {
  // @unchecked: the source is created once and a dispatch source is safe to cancel from any
  // thread.
  private let source: any DispatchSourceProtocol

  /// Starts watching `url`; `onChange` runs on a private queue after each change. Returns
  /// `nil` when the directory cannot be watched (it does not exist, or the system refused).
  init?(url: URL, onChange: @escaping @Sendable () -> Void) {
    let path = (try? DurableFile.writtenPath(of: url)) ?? url.path
    let directory = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let queue = DispatchQueue(label: "cairn.file-storage.watch")
    #if canImport(Glibc)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE)
      guard inotify_add_watch(descriptor, directory, mask) >= 0 else {
        close(descriptor)
        return nil
      }
      let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
      source.setEventHandler {
        if Self.drainEvents(descriptor).contains(name) { onChange() }
      }
      source.setCancelHandler { close(descriptor) }
    #else
      let descriptor = open(directory, O_EVTONLY)
      guard descriptor >= 0 else { return nil }
      let source = DispatchSource.makeFileSystemObjectSource(
        fileDescriptor: descriptor, eventMask: [.write, .rename, .delete], queue: queue)
      source.setEventHandler { onChange() }
      source.setCancelHandler { close(descriptor) }
    #endif
    self.source = source
    source.resume()
  }

  /// Stops watching; no change is reported after it returns to its queue.
  func cancel() {
    source.cancel()
  }

  deinit {
    source.cancel()
  }

  #if canImport(Glibc)
    /// Reads every pending inotify event and returns the names they are about.
    private static func drainEvents(_ descriptor: Int32) -> Set<String> {
      var names: Set<String> = []
      var buffer = [UInt8](repeating: 0, count: 16 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes {
          Glibc.read(descriptor, $0.baseAddress, $0.count)
        }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return names }
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
          let length = buffer.withUnsafeBytes {
            Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          }
          let nameBytes = buffer[(offset + header)..<min(offset + header + length, count)]
          let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
          if !name.isEmpty { names.insert(name) }
          offset += header + length
        }
      }
    }
  #endif
}
