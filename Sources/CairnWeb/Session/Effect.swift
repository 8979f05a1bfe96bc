/// Something the browser should do besides applying patches.
@_spi(Runtime)
public enum Effect: Hashable, Sendable {
  /// Push a new history entry with this URL (navigation went deeper).
  case pushURL(String)
  /// Replace the current history entry's URL.
  case replaceURL(String)
  /// Move keyboard focus to the element with this id (the caret goes after its text).
  case focus(String)
  /// Set the page title.
  case title(String)
  /// Play the ding: a short bell made by the page (Web Audio), no sound file needed.
  case ding
}
