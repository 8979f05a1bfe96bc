/// A view the user acts on (a button, a switch, a field): it runs the actions added for each
/// kind of event, and is drawn for its state (enabled, selected).
///
/// ```swift
/// let flip = UISwitch()
/// flip.addAction(UIAction { _ in model.wifiToggled() }, for: .valueChanged)
/// ```
@MainActor
open class UIControl: UIView {
  /// Kinds of events a control sends, combinable into a set.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The events' bits.
    public let rawValue: UInt

    /// The events of `rawValue`.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A finger went down on the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated finger down (a double tap).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger dragged inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger dragged outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger dragged into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger dragged out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A tap: the finger lifted inside the control (a click in the browser).
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The finger lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed (a switch flipped).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action happened (a button tapped).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action was chosen.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A field's text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Events an app may define.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Events reserved for the system.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// States a control is in, combinable; values such as a button's title are set per state.
  public struct State: OptionSet, Hashable, Sendable {
    /// The states' bits.
    public let rawValue: UInt

    /// The states of `rawValue`.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Enabled, not selected or highlighted: the state other states fall back to.
    public static let normal = State([])
    /// Being pressed.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not accepting events.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected (a chosen segment, a toggled button).
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
    /// States an app may define.
    public static let application = State(rawValue: 0x00FF_0000)
    /// States reserved for the system.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// Whether the control accepts events; a disabled control is drawn disabled.
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { setNeedsDisplay() } }
  }
  /// Whether the control is selected.
  public var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsDisplay() } }
  }
  /// Whether the control is being pressed.
  public var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
  }

  /// The control's current state.
  public var state: State {
    var state = State.normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  private var registrations: [(action: UIAction, events: Event)] = []

  /// A control with no actions.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Runs `action` whenever the control sends one of `controlEvents`. An action with the
  /// identifier of one already added replaces it.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
      registrations[index] = (action, controlEvents)
    } else {
      registrations.append((action, controlEvents))
    }
  }

  /// Stops running `action` for `controlEvents` (for the other events it was added for, it
  /// still runs).
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops running the action identified by `identifier` for `controlEvents`.
  public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
    registrations = registrations.compactMap { registration in
      guard registration.action.identifier == identifier else { return registration }
      let remaining = registration.events.subtracting(controlEvents)
      return remaining.isEmpty ? nil : (registration.action, remaining)
    }
  }

  /// Runs, once each and in the order they were added, the actions added for any of
  /// `controlEvents`, as the control does when the user acts on it.
  public func sendActions(for controlEvents: Event) {
    let due = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
    for registration in due { registration.action.perform(sender: self) }
  }

  /// Runs `action` on behalf of this control.
  public func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  /// The events an action was added for; empty when it was not added.
  func events(for identifier: UIAction.Identifier) -> Event {
    registrations.first { $0.action.identifier == identifier }?.events ?? []
  }
}
