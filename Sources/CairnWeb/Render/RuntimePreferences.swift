import IssueReporting

/// The preference keys the runtime's own containers own. Each names who sets it and which
/// container reads it.
enum RuntimePreferences {
  /// A screen's title, set by `navigationTitle`; read by the screen (a stack's screen, a
  /// sheet, or the page). The innermost title wins.
  enum Title: PreferenceKey {
    static let defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) {
      value = nextValue() ?? value
    }
  }

  /// Whether a pushed screen hides its back button; the latest setting wins.
  enum BackButtonHidden: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = nextValue() }
  }

  /// A screen's toolbar items, in document order.
  enum Toolbar: PreferenceKey {
    static var defaultValue: [ToolbarEntry] { [] }
    static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) {
      value += nextValue()
    }
  }

  /// The options tagged views offer the ``Picker`` around them.
  enum PickerOptions: PreferenceKey {
    static var defaultValue: [PickerOption] { [] }
    static func reduce(value: inout [PickerOption], nextValue: () -> [PickerOption]) {
      value += nextValue()
    }
  }

  /// The pages of a ``TabView``, in order.
  enum TabPages: PreferenceKey {
    static var defaultValue: [TabPage] { [] }
    static func reduce(value: inout [TabPage], nextValue: () -> [TabPage]) {
      value += nextValue()
    }
  }

  /// The label of a page's tab, reported by ``View/tabItem(_:)``.
  enum TabItemLabel: PreferenceKey {
    static var defaultValue: [Node] { [] }
    static func reduce(value: inout [Node], nextValue: () -> [Node]) {
      value += nextValue()
    }
  }

  /// Drill-downs a screen pushes; read by the ``NavigationStack`` around the screen.
  enum PushedDestinations: PreferenceKey {
    static var defaultValue: [StackFrame.Destination] { [] }
    static func reduce(
      value: inout [StackFrame.Destination], nextValue: () -> [StackFrame.Destination]
    ) {
      value += nextValue()
    }
  }

  /// Dialogs for the overlay layer above the page; read by the root.
  enum Overlays: PreferenceKey {
    static var defaultValue: [Node] { [] }
    static func reduce(value: inout [Node], nextValue: () -> [Node]) { value += nextValue() }
  }

  /// Focusable controls and whether the model wants each focused; read by the root.
  enum FocusTargets: PreferenceKey {
    static var defaultValue: [FocusTarget] { [] }
    static func reduce(value: inout [FocusTarget], nextValue: () -> [FocusTarget]) {
      value += nextValue()
    }
  }

  /// The appearance hooks of the views on screen, by identity; read by the root.
  enum Lifecycle: PreferenceKey {
    static var defaultValue: [String: LifecycleHooks] { [:] }
    static func reduce(
      value: inout [String: LifecycleHooks], nextValue: () -> [String: LifecycleHooks]
    ) {
      value.merge(nextValue()) { current, next in
        LifecycleHooks(
          onAppear: current.onAppear + next.onAppear,
          onDisappear: current.onDisappear + next.onDisappear,
          tasks: current.tasks + next.tasks
        )
      }
    }
  }

  /// The title of the top screen of a navigation stack, for the page's `<title>`; the latest
  /// stack rendered wins.
  enum PageTitle: PreferenceKey {
    static let defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) {
      value = nextValue() ?? value
    }
  }

  /// How many screens are pushed on the deepest navigation stack.
  enum StackDepth: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
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

/// One option of a ``Picker``: its tag and its label's text.
struct PickerOption {
  let tag: AnyHashable
  let label: String
  /// The option's own views, which an inline picker draws.
  let nodes: [Node]
}

/// One toolbar item and where it goes.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let nodes: [Node]
}

/// The title and toolbar of one screen, read from what its views set.
struct ScreenInfo {
  var title: String?
  var hidesBackButton = false
  var toolbar: [ToolbarEntry] = []

  /// Takes the screen's keys out of `preferences`, leaving the rest to forward.
  init(taking preferences: inout PreferenceValues) {
    title = preferences.take(RuntimePreferences.Title.self)
    hidesBackButton = preferences.take(RuntimePreferences.BackButtonHidden.self)
    toolbar = preferences.take(RuntimePreferences.Toolbar.self)
  }
}

extension RenderContext {
  /// Renders `view` as a screen of its own (a sheet's content, a stack's screen): returns
  /// its nodes, the title and toolbar its views set and the drill-downs they push, and
  /// forwards everything else to the containers above.
  func renderScreen(
    _ body: (RenderContext) -> [Node]
  ) -> (nodes: [Node], info: ScreenInfo, pushed: [StackFrame.Destination]) {
    var (nodes, preferences) = collectingPreferences { body(self) }
    let info = ScreenInfo(taking: &preferences)
    let pushed = preferences.take(RuntimePreferences.PushedDestinations.self)
    forward(preferences)
    return (nodes, info, pushed)
  }
}

/// Reports drill-downs that no navigation stack took.
@MainActor
func reportOrphanedDrillDowns(_ pushed: [StackFrame.Destination]) {
  if !pushed.isEmpty {
    reportIssue("navigationDestination(item:) is only shown inside a NavigationStack.")
  }
}
