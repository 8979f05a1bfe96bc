import Observation

/// Makes a struct a feature's reducer, or an enum a reducer of child features.
///
/// On a struct, it makes the nested `Action` enum (and a `State` enum) case-pathable, so
/// `\.child.action` and `store.send(\.binding.title, …)` work, puts the reducer builder on
/// `body`, and adds the ``Reducer`` conformance:
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   var body: some ReducerOf<Self> { … }
/// }
/// ```
///
/// A struct without `State`, `Action` or `body` gets an empty one of each (`@Reducer struct
/// Placeholder {}` is a feature that does nothing).
///
/// On an enum, it writes the `State` and `Action` enums, a `body` that runs each child
/// feature in its case, and `CaseScope`, what `store.case` gives a view to switch over. A case
/// of one feature type (`case add(StandupForm)`) is a child feature; an `AlertState` or
/// `ConfirmationDialogState` case holds its state as is, and its action case is the buttons'
/// actions; any other case (no value, several values, or marked ``ReducerCaseIgnored()``)
/// holds plain data and sends no actions:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case add(StandupForm)
///   case alert(AlertState<Alert>)
///   case meeting(Meeting, standup: Standup)
///   @CasePathable enum Alert { case confirmLoadMockData }
/// }
/// ```
///
/// The enum may write its own `State`, `Action`, `body`, `CaseScope` or `scope(_:)`; the macro
/// then leaves that one out. See <doc:ReducerAndStateMacros> for every rule.
@attached(memberAttribute)
@attached(
  member,
  names: named(State), named(Action), named(body), named(CaseScope), named(scope)
)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "CairnMacros", type: "ReducerMacro")

/// ``Reducer()`` on an enum, with conformances added to the `State` and `Action` enums it
/// writes: `@Reducer(state: .equatable, action: .equatable)`.
///
/// Composable Architecture deprecates this form; the current spelling is an extension of the
/// generated type (`extension Destination.State: Equatable {}`).
@attached(memberAttribute)
@attached(
  member,
  names: named(State), named(Action), named(body), named(CaseScope), named(scope)
)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "CairnMacros", type: "ReducerMacro")

/// A conformance ``Reducer(state:action:)`` adds to the `State` or `Action` enum it writes.
public struct _SynthesizedConformance: Sendable {
  private init() {}

  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}

/// Marks a case of a `@Reducer enum` as plain data, not a child feature: its state is the
/// case's values as written, and it sends no actions (unless the enum's own `Action` has a
/// case for it, which then gives the case a store).
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case edit(SyncUpForm)
///   @ReducerCaseIgnored
///   case meeting(Meeting)
/// }
/// ```
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() =
  #externalMacro(module: "CairnMacros", type: "ReducerCaseIgnoredMacro")

/// Marks a case of a `@Reducer enum` as ephemeral state, like an alert's: its state is the
/// value itself, and its actions are the value's `Action`. `AlertState` and
/// `ConfirmationDialogState` cases are ephemeral without the mark.
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "CairnMacros", type: "ReducerCaseEphemeralMacro")

/// Makes a feature's state observable field by field through its store: a view that reads
/// `store.title` is rendered again when `title` changes, and not when another field does. On
/// an enum it makes the state observable by case.
///
/// Changing a child's field in place notifies only the observers of that field; replacing the
/// child with another value notifies the observers of the parent's field. Mark a field that
/// must not be tracked with ``ObservationStateIgnored()``.
@attached(extension, conformances: ObservableState, CustomDumpReflectable)
@attached(
  member,
  names: named(_$observationRegistrar), named(_$id), named(_$willModify), named(customDumpMirror)
)
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "CairnMacros", type: "ObservableStateMacro")

/// A field of observable state that is tracked; ``ObservableState()`` adds it for you.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "CairnMacros", type: "ObservationStateTrackedMacro")

/// A field of observable state that is not tracked: reading it does not make a view depend
/// on it.
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "CairnMacros", type: "ObservationStateIgnoredMacro")

/// Holds a presented child's optional state in a ``PresentationState``: `destination` reads
/// and writes the child's state (tracked like any observable field), and `$destination` is the
/// presentation that `ifLet` takes. Use inside an ``ObservableState()`` struct.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// ```
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() = #externalMacro(module: "CairnMacros", type: "PresentsMacro")
