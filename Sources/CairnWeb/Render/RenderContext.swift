/// Where a view is being rendered: its identity in the tree, its environment, and the pass
/// that collects handlers, overlays and lifecycle events.
///
/// Primitive views receive a context, render their children through it, and register event
/// handlers with it.
@MainActor
public struct RenderContext {
  let pass: RenderPass
  /// The view's identity: the path of names, positions and keys from the root.
  var path: ViewPath?
  /// The environment the view inherits.
  public var environment: EnvironmentValues
  /// Runs before any button's action in this subtree: the buttons of an alert dismiss it.
  /// Runtime wiring, not something a view author reads, so it is not in the environment.
  var dismissBeforeButtonAction: DismissAction?
  /// Inside a ``TabView``: the selected tab's tag, so a tagged page renders its content only
  /// when it is the one shown. Runtime wiring, like the above.
  var tabSelection: AnyHashable?
  /// Whether a page's content is hidden (its tab is not selected): only its tab item renders.
  var hidesTabContent = false
  /// Inside a ``NavigationStack``: where a `NavigationLink(value:)` pushes. Runtime wiring.
  var navigationLinkTarget: NavigationLinkTarget?
  /// How the enclosing stack prints paths as URLs, from `navigationLinkURL(_:)`.
  var navigationLinkURL: NavigationLinkURLPrinter?

  init(
    pass: RenderPass,
    path: ViewPath? = nil,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.pass = pass
    self.path = path
    self.environment = environment
  }

  /// The context of a child at a position (an `Int`) or under a fixed name.
  public func child(_ component: some CustomStringConvertible) -> RenderContext {
    var context = self
    if let index = component as? Int {
      context.path = ViewPath(parent: path, .index(index))
    } else {
      context.path = ViewPath(parent: path, .name(component.description))
    }
    return context
  }

  /// The context of a child identified by data (a `ForEach` row's id): a key can never be
  /// mistaken for a name, a position or a path of several components, whatever it contains.
  public func child(key: String) -> RenderContext {
    var context = self
    context.path = ViewPath(parent: path, .key(key))
    return context
  }

  /// This context with one environment value changed.
  public func with<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
    _ value: Value
  ) -> RenderContext {
    var context = self
    context.environment[keyPath: keyPath] = value
    return context
  }

  /// A stable string naming this position, used for handler ids and lifecycle. Each component
  /// is written with its kind and length, so two different paths never give the same string.
  public var identity: String {
    var components: [PathComponent] = []
    var node = path
    while let current = node {
      components.append(current.component)
      node = current.parent
    }
    var result = ""
    for component in components.reversed() { component.write(to: &result) }
    return result
  }

  /// Renders a view here.
  public func render<Content: View>(_ view: Content) -> [Node] {
    Content._render(view, in: self)
  }

  /// Registers a handler for a browser event on the element rendered here and returns the
  /// attributes that wire it (`data-on-<event>`). Disabled subtrees register nothing.
  public func on(
    _ event: String,
    _ handler: @escaping @MainActor (EventPayload) -> Void
  ) -> [String: String] {
    guard environment.isEnabled else { return [:] }
    let id = handlerID(event)
    pass.handlers[id] = handler
    pass.recording?.handlers.append((id, handler))
    return ["data-on-\(event)": id]
  }

  /// The id of this position's handler for `event`: from the hash the path carries, which
  /// debug builds check against hashing the whole identity string.
  func handlerID(_ event: String) -> String {
    let id = HandlerID.make(identityHash: path?.hash ?? HandlerID.emptyHash, event: event)
    assert(id == HandlerID.make(identity: identity, event: event), "a path's hash went astray")
    return id
  }

  /// Runs `operation` as a task the session tracks: `LiveView.settle()` waits for it. Use it
  /// from event handlers that start async work.
  public func runAction(_ operation: @escaping @MainActor () async -> Void) {
    pass.renderer.runAction(operation)
  }

  /// Runs async work as ``runAction(_:)`` does, from a handler that outlives the render: keep
  /// this in the handler instead of the context. A context holds its render's tables, which
  /// hold the handler, so a handler that captured the context would keep every handler of
  /// that render (and all they capture) alive for good.
  public var actionRunner: ActionRunner {
    ActionRunner(renderer: pass.renderer)
  }

  /// Adds a node to the overlay layer (dialogs), which is drawn above the screen.
  func addOverlay(_ node: Node) {
    preference(RuntimePreferences.Overlays.self, [node])
  }
}

/// One step of a view's path from the root.
enum PathComponent: Hashable {
  /// A fixed name chosen by a view (`"content"`, `"alert"`).
  case name(String)
  /// A position among siblings.
  case index(Int)
  /// A key from data (a row's id).
  case key(String)

  /// Writes the component as it appears in an identity string: its kind and length first,
  /// so two different paths never give the same string.
  func write(to result: inout String) {
    switch self {
    case .name(let name): result += "n\(name.utf8.count):\(name)"
    case .index(let index): result += "i\(index);"
    case .key(let key): result += "k\(key.utf8.count):\(key)"
    }
  }
}

/// A view's path from the root, shared by the contexts of its descendants: a child adds one
/// step in front of its parent's path instead of copying it, and carries the hash of its
/// identity string so far, so a handler id costs no string building.
final class ViewPath {
  let parent: ViewPath?
  let component: PathComponent
  /// ``HandlerID``'s hash of the identity string up to and including this step.
  let hash: UInt64

  init(parent: ViewPath?, _ component: PathComponent) {
    self.parent = parent
    self.component = component
    var hash = parent?.hash ?? HandlerID.emptyHash
    switch component {
    case .name(let name):
      hash = HandlerID.hash(hash, "n")
      hash = HandlerID.hash(hash, decimal: name.utf8.count)
      hash = HandlerID.hash(hash, ":")
      hash = HandlerID.hash(hash, name)
    case .index(let index):
      hash = HandlerID.hash(hash, "i")
      hash = HandlerID.hash(hash, decimal: index)
      hash = HandlerID.hash(hash, ";")
    case .key(let key):
      hash = HandlerID.hash(hash, "k")
      hash = HandlerID.hash(hash, decimal: key.utf8.count)
      hash = HandlerID.hash(hash, ":")
      hash = HandlerID.hash(hash, key)
    }
    self.hash = hash
  }
}

/// What a browser event carries besides its handler id.
public struct EventPayload: Sendable, Equatable {
  /// The control's value, for `input` and `change` events on text fields, sliders, pickers.
  public var value: String?
  /// Whether the control is checked, for `change` events on toggles.
  public var checked: Bool?

  /// A payload.
  public init(value: String? = nil, checked: Bool? = nil) {
    self.value = value
    self.checked = checked
  }
}

/// Handler ids: short, stable across renders for the same element and event, and
/// different for different elements.
///
/// An id is the FNV-1a hash of the element's identity string followed by the event's name.
/// The hash can be carried along a path step by step (``ViewPath``), giving the same id as
/// hashing the whole string.
enum HandlerID {
  /// The hash of no bytes.
  static let emptyHash: UInt64 = 0xcbf2_9ce4_8422_2325

  static func make(identity: String, event: String) -> String {
    make(identityHash: hash(emptyHash, identity), event: event)
  }

  static func make(identityHash: UInt64, event: String) -> String {
    "h" + String(hash(identityHash, event), radix: 36)
  }

  /// `hash` continued with the bytes of `text`.
  static func hash(_ hash: UInt64, _ text: String) -> UInt64 {
    var hash = hash
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
  }

  /// `hash` continued with the decimal digits of `number`, as `"\(number)"` writes them.
  static func hash(_ hash: UInt64, decimal number: Int) -> UInt64 {
    guard number >= 0, number < 10 else { return Self.hash(hash, String(number)) }
    return (hash ^ UInt64(UInt8(ascii: "0") + UInt8(number))) &* 0x100_0000_01b3
  }
}

/// Updates a view's dynamic properties (such as ``Environment``) before its body is read.
@MainActor
enum DynamicProperties {
  private static var typesWithoutProperties: Set<ObjectIdentifier> = []

  static func update<Content: View>(_ view: Content, from context: RenderContext) {
    let type = ObjectIdentifier(Content.self)
    guard !typesWithoutProperties.contains(type) else { return }
    var found = false
    for child in Mirror(reflecting: view).children {
      if let property = child.value as? any ViewLocalProperty {
        // Storage kept per position, view type and property (`@State`, `@FocusState`).
        property.attach(to: context, key: ViewLocalKey(view: Content.self, label: child.label))
        found = true
      } else if let property = child.value as? any DynamicProperty {
        property.update(from: context)
        found = true
      }
    }
    if !found { typesWithoutProperties.insert(type) }
  }
}

/// Starts async work from an event handler as a task the session tracks; holds the renderer
/// weakly, so a handler keeping it keeps nothing else alive.
@MainActor
public struct ActionRunner {
  weak var renderer: Renderer?

  /// Runs `operation` as a tracked task; does nothing once the session has ended.
  public func callAsFunction(_ operation: @escaping @MainActor () async -> Void) {
    renderer?.runAction(operation)
  }
}
