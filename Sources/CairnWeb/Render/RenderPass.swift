/// What one render collects besides the tree: event handlers, dialogs for the overlay layer,
/// lifecycle hooks, focus requests and presentation sites in use.
@MainActor
final class RenderPass {
  unowned let renderer: Renderer
  var handlers: [String: @MainActor (EventPayload) -> Void] = [:]
  var overlays: [Node] = []
  var lifecycle: [String: LifecycleHooks] = [:]
  var visitedSites: Set<String> = []
  var focusTargets: [FocusTarget] = []
  var pageTitle: String?
  var stackDepth = 0

  init(renderer: Renderer) {
    self.renderer = renderer
  }
}

/// The appearance hooks one view registered, keyed by its identity.
struct LifecycleHooks {
  var onAppear: [@MainActor () -> Void] = []
  var onDisappear: [@MainActor () -> Void] = []
  var tasks: [@MainActor @Sendable () async -> Void] = []
}

/// A focusable control and whether the model wants it focused.
struct FocusTarget {
  let elementID: String
  let isFocused: Bool
}

/// The title and toolbar of the screen being rendered, set by the views inside it.
@MainActor
final class ScreenInfo {
  var title: String?
  var hidesBackButton = false
  var toolbar: [ToolbarEntry] = []
}

/// One toolbar item and where it goes.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let nodes: [Node]
}

/// Collects the options of a ``Picker`` from the tagged views inside it.
@MainActor
final class PickerCollector {
  var options: [(tag: AnyHashable, label: String)] = []
}
