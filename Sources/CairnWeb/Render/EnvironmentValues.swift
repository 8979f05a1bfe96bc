import Foundation
import Observation

/// Values a view inherits from the views around it, such as the action that dismisses the
/// presentation it is in.
///
/// The environment holds only values a view author reads. What views report back up to
/// their containers (titles, toolbars, picker options, drill-downs, dialogs, focus, lifecycle
/// hooks) travels the other way, as preferences (see ``PreferenceKey``).
///
/// Read them with ``Environment``; set one for a subtree with ``View/environment(_:_:)``.
public struct EnvironmentValues {
  /// Dismisses the presentation (sheet, alert, drill-down, pushed screen) the view is in.
  public var dismiss = DismissAction(nil)
  /// Whether controls in this subtree are disabled.
  public var isEnabled = true
  /// The viewer's time zone, as the browser reports it (the server's until the tab's socket
  /// attaches): format dates and times with it.
  public var timeZone = TimeZone.current
  /// Whether the tab is there: `.active` while its socket is attached, `.background` before
  /// it first attaches and while it is gone (within the session's grace period). Watch it with `onChange(of:initial:_:)` to pause work
  /// nobody is attending.
  public var scenePhase: ScenePhase {
    get { scenePhaseOverride ?? presence?.scenePhase ?? .active }
    set { scenePhaseOverride = newValue }
  }
  /// The tab's presence, read only when a view reads ``scenePhase``: a change re-renders
  /// just the screens (and remembered drawings) that read it.
  var presence: TabPresence?
  /// A scene phase set for a subtree, over the tab's.
  var scenePhaseOverride: ScenePhase?
  /// How buttons, labels and progress views in this subtree are drawn; set with
  /// `buttonStyle(_:)`, `labelStyle(_:)` and `progressViewStyle(_:)`.
  var controlStyles = ControlStyles()
  /// How pickers in this subtree show their options; set it with ``View/pickerStyle(_:)``.
  public var pickerStyle = PickerStyle.menu

  /// Whether the ``List`` or ``Form`` around this view was drawn before (for row
  /// transitions: rows of a section that just appeared in a list already on screen come in).
  var isInListDrawnBefore = false
  /// Whether the ``ForEach``s here draw only a window of their rows (inside a ``List`` or a
  /// ``LazyVStack``, not inside a row), and how.
  var lazyRows: LazyRowsMode?
  /// The row a ``View/scrollPosition(id:)`` around asks the lists inside to show.
  var scrollTarget: AnyHashable?
  /// Opens a URL: the tab navigates to it (see ``OpenURLAction``). Set it for a subtree to
  /// handle some URLs in the app; what the handler passes on goes to the tab.
  public var openURL: OpenURLAction {
    get { openURLOverride.withSystemAction(systemOpenURL) }
    set { openURLOverride = newValue }
  }
  /// An app's own `openURL` handler, if one is set.
  var openURLOverride = OpenURLAction(handler: nil)
  /// What the live view does with a URL the handler passes on: send it to the tab.
  var systemOpenURL: SystemOpenURL?
  /// Whether the viewer's browser prefers a light or a dark appearance (`.light` until it says).
  public var colorScheme = ColorScheme.light
  /// The values of app-defined keys (``EnvironmentKey``), by key type.
  var customValues = CustomEnvironmentValues()

  /// The value of an app-defined key: its ``EnvironmentKey/defaultValue`` until a view around
  /// sets it with ``View/environment(_:_:)``.
  ///
  /// ```swift
  /// private struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }
  /// extension EnvironmentValues {
  ///   var accent: String {
  ///     get { self[AccentKey.self] }
  ///     set { self[AccentKey.self] = newValue }
  ///   }
  /// }
  /// ```
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { customValues.value(for: key) }
    set { customValues.set(newValue, for: key) }
  }

  /// The objects set with `environmentObject(_:)`, by type (see ``EnvironmentObject``).
  var environmentObjects: [ObjectIdentifier: AnyObject] = [:]

  /// Values with their defaults.
  public init() {}
}

/// Whether a tab's socket is attached, kept observable so the views that read it re-render
/// when it comes and goes.
@Observable
final class TabPresence {
  var scenePhase = ScenePhase.active
}

/// Dismisses the presentation a view is in; call it like a function: `dismiss()`.
public struct DismissAction {
  let action: (@MainActor () -> Void)?
  /// What the action dismisses, so a remembered drawing can tell it is the same action.
  let identity: ActionIdentity?

  init(_ action: (@MainActor () -> Void)?, identity: ActionIdentity? = nil) {
    self.action = action
    self.identity = identity
  }

  /// Dismisses the presentation, as if the user had closed it: the presenting binding is set
  /// to `nil`. Does nothing outside a presentation.
  @MainActor
  public func callAsFunction() {
    action?()
  }
}

/// Reads a value from the environment of the view being rendered.
///
/// ```swift
/// struct FormView: View {
///   @Environment(\.dismiss) var dismiss
///   var body: some View { Button("Cancel") { dismiss() } }
/// }
/// ```
@propertyWrapper
@MainActor
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let box = EnvironmentBox<Value>()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value, as of the view's latest render.
  public var wrappedValue: Value {
    guard let value = box.value else {
      return EnvironmentValues()[keyPath: keyPath]
    }
    return value
  }

  /// Captures the value from the context the view is rendered in.
  public func update(from context: RenderContext) {
    box.value = context.environment[keyPath: keyPath]
  }
}

/// Storage shared by the copies of an ``Environment`` property.
@MainActor
final class EnvironmentBox<Value> {
  var value: Value?
}

/// A view property that the renderer updates before evaluating the view's body.
@MainActor
public protocol DynamicProperty {
  /// Updates the property from the context the view is rendered in.
  func update(from context: RenderContext)
}
