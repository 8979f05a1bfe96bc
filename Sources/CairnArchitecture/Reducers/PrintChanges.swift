@_spi(SharedChangeTracking) import CairnSharing
import CustomDump

/// Where ``Reducer/_printChanges(_:)`` writes, and how.
public struct _ReducerPrinter<State, Action>: Sendable {
  let write: @Sendable (String) -> Void

  /// A printer that hands each change's text to `write`.
  public init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  /// Prints to standard output.
  public static var customDump: Self {
    Self { print($0) }
  }

  /// The text for one action: the action, then the state's diff.
  static func text(action: Action, before: State, after: State) -> String {
    var text = "received action:\n"
    var actionDump = ""
    CustomDump.customDump(action, to: &actionDump, indent: 2)
    text += actionDump
    if let difference = diff(before, after, format: .proportional) {
      text +=
        "\n"
        + difference.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "  " + $0 }.joined(separator: "\n")
    } else {
      text += "\n  (No state changes)"
    }
    return text
  }
}

extension Reducer {
  /// Prints every action this reducer receives and how the state changed, as a diff:
  ///
  /// ```text
  /// received action:
  ///   Counter.Action.incrementButtonTapped
  ///   Counter.State(
  /// −   count: 0
  /// +   count: 1
  ///   )
  /// ```
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// A reducer that prints its changes; made by ``Reducer/_printChanges(_:)``.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  /// Runs the base reducer and prints the action and the state's diff.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else { return base.reduce(into: &state, action: action) }
    // A change to shared state is not in the state's own storage: a tracker records the
    // value each shared reference had before the action, so the diff can show it.
    let tracker = SharedChangeTracker(reportUnassertedChanges: false)
    let before = state
    let effect = tracker.track { base.reduce(into: &state, action: action) }
    let after = state
    printer.write(
      tracker.assert { _ReducerPrinter.text(action: action, before: before, after: after) })
    return effect
  }
}
