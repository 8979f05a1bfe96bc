import Foundation

/// A URL's path and query, as an app's routes read and write them.
///
/// Apps map their navigation state to a deep link and back; the web runtime prints the link
/// after every change and parses it on first load and on the browser's back and forward.
///
/// ```swift
/// DeepLink(path: "/standups/42/edit").pathComponents  // ["standups", "42", "edit"]
/// DeepLink(["standups", id.uuidString]).path           // "/standups/…"
/// ```
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
  /// The decoded path components, without empty ones.
  public var pathComponents: [String]
  /// The decoded query items, in order.
  public var queryItems: [URLQueryItem]

  /// A link from decoded path components and query items.
  public init(_ pathComponents: [String] = [], queryItems: [URLQueryItem] = []) {
    self.pathComponents = pathComponents
    self.queryItems = queryItems
  }

  /// Parses a path such as `/standups/42?tab=meetings`; a string that is not a valid URL
  /// path gives the root link.
  public init(path: String) {
    guard let components = URLComponents(string: path) else {
      self.init()
      return
    }
    self.init(
      components.path.split(separator: "/").map {
        String($0).removingPercentEncoding ?? String($0)
      },
      queryItems: components.queryItems ?? []
    )
  }

  /// The encoded path and query, always starting with `/`.
  public var path: String {
    var components = URLComponents()
    components.path = "/" + pathComponents.joined(separator: "/")
    if !queryItems.isEmpty { components.queryItems = queryItems }
    return components.string ?? "/"
  }

  /// The value of the first query item named `name`.
  public subscript(query name: String) -> String? {
    queryItems.first { $0.name == name }?.value
  }

  /// The encoded path and query.
  public var description: String { path }
}
