import CairnWeb
import CairnWebTesting
import Testing

/// Issue 33, item 10: `Color.primary` is the page's text colour, not a fixed near-black, so
/// text drawn in it follows the dark appearance.
@Suite("Color.primary")
struct PrimaryColorTests {
  @Test func primaryIsThePagesTextColour() {
    #expect(Color.primary.css == "var(--text)")
  }

  @Test @MainActor func textInPrimaryIsDrawnInThePagesTextColour() {
    let host = ViewHost { Text("Hello").foregroundColor(.primary) }
    #expect(host.html.contains("color: var(--text);"), "\(host.html)")
    #expect(!host.html.contains("#111"))
  }
}
