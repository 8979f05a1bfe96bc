import Foundation

/// A small in-memory file system mounted for one test, to make a disk full or read-only for
/// real. Needs root (mounting); tests that use it are skipped otherwise.
final class Tmpfs: @unchecked Sendable {
  let url: URL

  /// Whether this process may mount file systems.
  static let isAvailable: Bool = {
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else {
      return false
    }
    guard let probe = try? Tmpfs(size: 16 * 1024) else { return false }
    probe.unmount()
    return true
  }()

  /// Mounts a tmpfs of `size` bytes on a new directory.
  init(size: Int) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-tmpfs-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", url.path])
  }

  /// Makes it read-only, or writable again.
  func setReadOnly(_ readOnly: Bool) throws {
    try Self.run("/bin/mount", ["-o", "remount,\(readOnly ? "ro" : "rw")", url.path])
  }

  /// Unmounts it and removes the directory.
  func unmount() {
    try? Self.run("/bin/umount", [url.path])
    try? FileManager.default.removeItem(at: url)
  }

  private static func run(_ tool: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw WebDriver.Failure(description: "\(tool) \(arguments.joined(separator: " ")) failed")
    }
  }
}
