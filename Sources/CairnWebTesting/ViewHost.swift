@_spi(Runtime) import CairnWeb
import Foundation
import IssueReporting

/// Renders a view for tests, with no server and no browser: find elements by role, label or
/// text, tap and type, and assert on the model, the tree and the patches.
///
/// ```swift
/// let host = ViewHost { ItemsView(model: model) }
/// try await host.tap(host.button("Add"))
/// #expect(host.dialog("New item") != nil)
/// ```
///
/// Every update's patches are applied to the host's own copy of the screen and checked
/// against the fresh render, so view tests also prove the diff; and every reuse of an
/// `EquatableView`'s remembered drawing is checked against drawing it again.
@MainActor
public final class ViewHost {
  /// The live view under test.
  @_spi(Runtime) public let live: LiveView
  /// Every update since the first render, in order.
  @_spi(Runtime) public private(set) var updates: [LiveView.Update] = []
  private var patchedTree: Node

  /// Renders `root`.
  /// - Parameters:
  ///   - url: Prints the navigation state as a link, as an app's screen does.
  ///   - urlPrefix: The path prefix the app is served under, put in front of links' `href`.
  public init<Root: View>(
    url: (@MainActor () -> DeepLink)? = nil,
    urlPrefix: String = "",
    @ViewBuilder _ root: @escaping @MainActor () -> Root
  ) {
    live = LiveView(url: url, urlPrefix: urlPrefix, root: root)
    live.checksMemos = true
    patchedTree = live.tree
    live.onUpdate = { [weak self] update in self?.record(update) }
  }

  /// The current screen.
  public var tree: Node { live.tree }

  /// The current screen as HTML.
  public var html: String { HTML.render(live.tree) }

  /// Every effect sent since the first render.
  @_spi(Runtime) public var effects: [Effect] { updates.flatMap(\.effects) }

  /// Sets the viewer's time zone, as a browser reports it when its socket attaches.
  public func setViewerTimeZone(_ identifier: String) {
    live.setTimeZone(identifier: identifier)
  }

  /// Sets whether the tab is there, as a session does when its socket attaches (`.active`)
  /// and leaves (`.background`); views read it as `\.scenePhase`.
  public func setScenePhase(_ phase: ScenePhase) {
    live.scenePhase = phase
  }

  /// Waits for re-renders, lifecycle hooks and effects to finish.
  public func settle() async {
    await live.settle()
  }

  // MARK: Finding elements

  /// Every element with `role`, in document order, optionally only inside `container`.
  public func all(_ role: Role, in container: Element? = nil) -> [Element] {
    let root = container?.node ?? tree
    let base = container?.path ?? []
    return root.descendants().compactMap { path, node in
      Role(of: node) == role ? Element(node: node, path: base + path) : nil
    }
  }

  /// The first element with `role` whose accessible name is `name` (or any name if `nil`),
  /// optionally only inside `container`.
  public func find(_ role: Role, _ name: String? = nil, in container: Element? = nil) -> Element? {
    all(role, in: container).first { name == nil || $0.name == name }
  }

  /// The first button named `name`, optionally only inside `container`.
  public func button(_ name: String, in container: Element? = nil) -> Element? {
    find(.button, name, in: container)
  }

  /// The first text field named `name`.
  public func textField(_ name: String) -> Element? { find(.textField, name) }

  /// The link (an `<a href>`) named `name`.
  public func link(_ name: String, in container: Element? = nil) -> Element? {
    find(.link, name, in: container)
  }

  /// The open sheet, popover or cover labelled `name` (or any if `nil`).
  public func dialog(_ name: String? = nil) -> Element? { find(.dialog, name) }

  /// The open alert or confirmation dialog titled `name` (or any if `nil`).
  public func alert(_ name: String? = nil) -> Element? { find(.alert, name) }

  /// Whether some text on screen contains `text`.
  public func contains(text: String) -> Bool {
    tree.textContent.contains(text)
  }

  /// The texts of the current screen, one per text node, trimmed and without empties.
  public var texts: [String] {
    tree.descendants().compactMap { _, node in
      guard case .text(let string) = node.kind else { return nil }
      let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
      return trimmed.isEmpty ? nil : trimmed
    }
  }

  // MARK: Acting

  /// Taps a button (or anything with a click handler).
  public func tap(_ element: Element?) async throws {
    try await send("click", to: element, EventPayload())
  }

  /// Types `text` into a text field, replacing its contents, as one input event.
  public func type(_ text: String, into element: Element?) async throws {
    try await send("input", to: element, EventPayload(value: text))
  }

  /// Sets a toggle.
  public func setToggle(_ element: Element?, to isOn: Bool) async throws {
    try await send("change", to: element, EventPayload(checked: isOn))
  }

  /// Chooses the option labelled `option` of a picker.
  public func select(_ option: String, in element: Element?) async throws {
    guard let element else { throw HostError.elementNotFound }
    if element.node.attributes["role"] == "radiogroup" {
      // An inline picker: tap the option whose views read `option`.
      guard
        let radio = element.node.children.first(where: {
          $0.textContent.trimmingCharacters(in: .whitespacesAndNewlines) == option
        })
      else { throw HostError.optionNotFound(option) }
      return try await tap(Element(node: radio, path: []))
    }
    guard
      let index = element.node.children.firstIndex(where: { $0.textContent == option })
    else { throw HostError.optionNotFound(option) }
    try await send(
      "change", to: element, EventPayload(value: element.node.children[index].attributes["value"]))
  }

  /// Moves a slider to `value`.
  public func slide(_ element: Element?, to value: Double) async throws {
    try await send("input", to: element, EventPayload(value: String(value)))
  }

  /// Dismisses a dialog as the user would with Escape.
  public func dismiss(_ element: Element?) async throws {
    try await send("dismiss", to: element, EventPayload())
  }

  /// Focuses a field as the user would by clicking into it.
  public func focus(_ element: Element?) async throws {
    try await send("focus", to: element, EventPayload())
  }

  /// Taps the back button of the top screen.
  public func goBack() async throws {
    let back = tree.descendants().first { $0.node.attributes["data-back"] != nil }
    try await tap(back.map { Element(node: $0.node, path: $0.path) })
  }

  /// Sends the event `event` to the element's handler and waits for everything it caused.
  public func send(_ event: String, to element: Element?, _ payload: EventPayload) async throws {
    guard let element else { throw HostError.elementNotFound }
    guard let id = element.node.attributes["data-on-\(event)"] else {
      throw HostError.noHandler(event: event, element: element.name)
    }
    try live.dispatch(handler: id, payload: payload)
    await settle()
  }

  private func record(_ update: LiveView.Update) {
    updates.append(update)
    do {
      patchedTree = try PatchApplier.apply(update.patches, to: patchedTree)
    } catch {
      reportIssue("Patches did not apply: \(error)")
    }
    if patchedTree != live.tree {
      reportIssue("Applying the patches did not reproduce the new render.")
      patchedTree = live.tree
    }
  }

  /// An element found on screen.
  public struct Element {
    /// The element's node.
    public let node: Node
    /// Its path from the root.
    public let path: [Int]

    /// The accessible name: its `aria-label`, else its text.
    public var name: String {
      (node.attributes["aria-label"] ?? node.textContent).trimmingCharacters(
        in: .whitespacesAndNewlines)
    }

    /// Its text content.
    public var text: String { node.textContent }

    /// The value of an attribute.
    public subscript(attribute name: String) -> String? { node.attributes[name] }
  }

  /// What an element is, for finding it.
  public enum Role: Hashable, Sendable {
    /// A `<button>`, or an element with the button role.
    case button
    /// A link: an `<a>` with an `href`.
    case link
    /// A text or password `<input>`.
    case textField
    /// A switch.
    case toggle
    /// A slider.
    case slider
    /// A picker: a `<select>`, or the radio group of an inline picker.
    case picker
    /// A sheet, popover or full-screen cover.
    case dialog
    /// An alert or confirmation dialog.
    case alert
    /// A heading (`h1`, `h2`).
    case heading
    /// A list row.
    case listItem

    init?(of node: Node) {
      switch node.tag {
      case "button": self = .button
      case _ where node.attributes["role"] == "button": self = .button
      case "a" where node.attributes["href"] != nil: self = .link
      case "input":
        switch node.attributes["type"] {
        case "checkbox": self = .toggle
        case "range": self = .slider
        default: self = .textField
        }
      case "select": self = .picker
      case "dialog": self = node.attributes["role"] == "alertdialog" ? .alert : .dialog
      case "h1", "h2": self = .heading
      default:
        switch node.attributes["role"] {
        case "listitem": self = .listItem
        case "radiogroup": self = .picker
        default: return nil
        }
      }
    }
  }

  /// Why an action could not be performed.
  public enum HostError: Error, Equatable {
    /// The element was not found (the query returned `nil`).
    case elementNotFound
    /// The element has no handler for the event.
    case noHandler(event: String, element: String)
    /// The picker has no such option.
    case optionNotFound(String)
  }
}
