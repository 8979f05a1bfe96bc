import Cairn

/// A presentation host that records what a real renderer would show.
@MainActor
final class FakeHost {
  /// One thing on screen.
  final class Content {
    let name: String
    var children: [() -> Void] = []
    init(name: String) { self.name = name }
  }

  private(set) var log: [String] = []
  private(set) var visible: [String] = []

  func present(_ name: String) -> Content {
    log.append("present \(name)")
    visible.append(name)
    return Content(name: name)
  }

  func dismiss(_ content: Content) {
    for tearDown in content.children { tearDown() }
    log.append("dismiss \(content.name)")
    visible.removeAll { $0 == content.name }
  }
}
