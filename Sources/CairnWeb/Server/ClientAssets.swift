import Foundation

/// The browser client (one hand-written script) and its stylesheet, served by the runtime.
public enum ClientAssets {
  /// The client script.
  public static let script = load("cairn", "js")
  /// The stylesheet.
  public static let stylesheet = load("cairn", "css")

  private static func load(_ name: String, _ ext: String) -> String {
    guard let url = Bundle.module.url(forResource: name, withExtension: ext),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else {
      preconditionFailure("CairnWeb's resource \(name).\(ext) is missing from its bundle")
    }
    return text
  }
}
