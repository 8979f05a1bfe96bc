/// Something the browser should do besides applying patches.
public enum Effect: Hashable, Sendable {
  /// Push a new history entry with this URL (navigation went deeper).
  case pushURL(String)
  /// Replace the current history entry's URL.
  case replaceURL(String)
  /// Move keyboard focus to the element with this id.
  case focus(String)
  /// Set the page title.
  case title(String)
  /// Play a sound; `"ding"` is built in and needs no asset.
  case playSound(String)
  /// Scroll the element with this id into view.
  case scroll(String)
}
