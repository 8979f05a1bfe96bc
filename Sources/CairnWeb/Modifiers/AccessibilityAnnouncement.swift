/// A polite announcement: hidden text after the view that a screen reader reads out when it
/// changes, without moving focus, once the person is idle (an ARIA live region). What a phone
/// app would post as an announcement, the web page keeps as this text; it is read only when
/// the text changes, so text that changes at a sensible pace (on an event, not every second)
/// is what to announce.
extension View {
  /// Announces `text` to screen readers whenever it changes; `text` is not shown on screen.
  /// Several announcements after one view are separate regions: each is read when it changes.
  public func accessibilityAnnouncement(_ text: some StringProtocol) -> ModifiedView<Self> {
    let text = String(text)
    return modified { context, content in
      context.render(content) + [
        .element(
          "p",
          [
            "class": "cairn-announcement", "role": "status", "aria-live": "polite",
            "aria-atomic": "true", "style": Self.visuallyHidden,
          ],
          children: [.text(text)]
        )
      ]
    }
  }

  /// Keeps an element out of sight and out of the layout while screen readers still read it.
  nonisolated static var visuallyHidden: String {
    "position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; "
      + "overflow: hidden; clip-path: inset(50%); white-space: nowrap;"
  }
}
