import Foundation

/// The browser client (one hand-written script, and the microphone's AudioWorklet module) and
/// its stylesheet, served by the runtime.
///
/// Loaded once when the routes are made, so a missing resource bundle stops the server at
/// start-up with a clear error instead of failing the first page load.
@_spi(Runtime)
public struct ClientAssets: Sendable {
  /// Why the assets could not be loaded.
  public struct Missing: Error, CustomStringConvertible {
    /// The resource that is missing or unreadable.
    public let resource: String
    /// A message for the operator.
    public var description: String {
      "CairnWeb's resource \(resource) is missing from its bundle; the client cannot be served."
    }
  }

  /// The client script.
  public let script: String
  /// The stylesheet.
  public let stylesheet: String
  /// The microphone capture's AudioWorklet module (loaded only when a capture starts).
  public let audioWorklet: String
  /// The script that grows lazy lists as the page scrolls (see ``LazyRows``).
  public let lazyScript: String

  /// Reads the assets from CairnWeb's resource bundle.
  /// - Throws: ``Missing`` when one cannot be read.
  public static func load() throws -> ClientAssets {
    ClientAssets(
      script: try read("cairn", "js"), stylesheet: try read("cairn", "css"),
      audioWorklet: try read("cairn-audio", "js"), lazyScript: try read("cairn-lazy", "js"))
  }

  private static func read(_ name: String, _ ext: String) throws -> String {
    guard let url = Bundle.module.url(forResource: name, withExtension: ext),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { throw Missing(resource: "\(name).\(ext)") }
    return text
  }
}
