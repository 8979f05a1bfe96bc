/// Something the browser should do besides applying patches.
@_spi(Runtime)
public enum Effect: Hashable, Sendable {
  /// Push a new history entry with this URL (navigation went deeper).
  case pushURL(String)
  /// Replace the current history entry's URL.
  case replaceURL(String)
  /// Navigate the tab to this URL (an `openURL` call): an `http`, `https` or `mailto` URL, or a
  /// path on the app's own origin; ``OpenURLAction`` never sends anything else, and the page
  /// checks again.
  case openURL(String)
  /// Move keyboard focus to the element with this id (the caret goes after its text).
  case focus(String)
  /// Set the page title.
  case title(String)
  /// Play the ding: a short bell made by the page (Web Audio), no sound file needed.
  case ding
  /// Ask the person for the microphone (the browser's own prompt); the page answers with a
  /// `microphone` frame.
  case requestMicrophone
  /// Start capturing the microphone as capture number `n`: 16 kHz mono PCM in binary frames.
  case startCapture(Int)
  /// Stop capture number `n`.
  case stopCapture(Int)
  /// Show a message the page owns (not part of the screen's state): a dialog with a title, a
  /// text and "OK", for what only the browser can do (how to allow the microphone).
  case showMessage(title: String, message: String)
}
