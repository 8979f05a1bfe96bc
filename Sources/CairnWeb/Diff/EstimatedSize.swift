/// About how many bytes an update takes as a frame, counted without encoding it, so the
/// session can hand the update to the socket's task (which encodes it off the main actor) and
/// the outbox can still bound what waits by size. The estimate counts every string the frame
/// carries and a fixed allowance for its structure; escaping can make the frame larger.
extension LiveView.Update {
  /// About how many bytes this update takes as a frame.
  public var estimatedSize: Int {
    var size = 40
    for patch in patches { size += patch.estimatedSize }
    for effect in effects { size += effect.estimatedSize }
    return size
  }
}

extension Patch {
  /// About how many bytes this patch takes in a frame.
  var estimatedSize: Int {
    switch self {
    case .replace(let path, let node), .insert(let path, _, let node):
      return 24 + path.count * 4 + node.estimatedSize
    case .setText(let path, let text):
      return 24 + path.count * 4 + text.utf8.count
    case .setAttributes(let path, let set, let remove):
      var size = 32 + path.count * 4
      for (name, value) in set { size += name.utf8.count + value.utf8.count + 6 }
      for name in remove { size += name.utf8.count + 3 }
      return size
    case .remove(let path, _), .move(let path, _, _):
      return 32 + path.count * 4
    }
  }
}

extension Node {
  /// About how many bytes this node's HTML takes.
  var estimatedSize: Int {
    switch kind {
    case .text(let text):
      return text.utf8.count
    case .element(let tag):
      var size = 2 * tag.utf8.count + 5
      for (name, value) in attributes { size += name.utf8.count + value.utf8.count + 4 }
      for child in children { size += child.estimatedSize }
      return size
    }
  }
}

extension Effect {
  /// About how many bytes this effect takes in a frame.
  var estimatedSize: Int {
    switch self {
    case .pushURL(let text), .replaceURL(let text), .openURL(let text), .focus(let text),
      .title(let text):
      24 + text.utf8.count
    case .showMessage(let title, let message):
      40 + title.utf8.count + message.utf8.count
    case .ding, .requestMicrophone, .startCapture, .stopCapture:
      32
    }
  }
}
