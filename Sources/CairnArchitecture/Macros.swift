import Observation

/// Makes a struct a feature's reducer, or an enum a reducer of child features.
///
/// On a struct, it makes the nested `Action` enum case-pathable (so `\.child.action` and
/// `store.send(\.binding.title, …)` work) and adds the ``Reducer`` conformance:
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
/// On an enum whose cases hold child features (and alerts or dialogs), it writes the `State`
/// and `Action` enums, one case per child, and a `body` that runs each child in its case, so
/// the enum works as a destination or a stack element:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case add(StandupForm)
///   case alert(AlertState<Alert>)
///   @CasePathable enum Alert { case confirmLoadMockData }
/// }
/// ```
@attached(memberAttribute)
@attached(
  member,
  names: named(State), named(Action), named(body), named(CaseScope), named(scope)
)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "CairnMacros", type: "ReducerMacro")

/// Makes a feature's state observable field by field through its store: a view that reads
/// `store.title` is rendered again when `title` changes, and not when another field does. On
/// an enum it makes the state observable by case.
///
/// Changing a child's field in place notifies only the observers of that field; replacing the
/// child with another value notifies the observers of the parent's field. Mark a field that
/// must not be tracked with ``ObservationStateIgnored()``.
@attached(extension, conformances: ObservableState, CustomDumpReflectable)
@attached(member, names: named(_$observationRegistrar), named(_$id), named(customDumpMirror))
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
