import CairnArchitecture
import CairnWeb

/// Content for the case an enum state is in, as TCA 1.0 wrote it: `content` switches on the
/// state and draws a ``CaseLet`` for each case, which takes that case's store.
///
/// ```swift
/// SwitchStore(store) { state in
///   switch state {
///   case .loggedIn: CaseLet(/AppFeature.State.loggedIn, action: AppFeature.Action.loggedIn) {
///     LoggedInView(store: $0)
///   }
///   case .loggedOut: CaseLet(/AppFeature.State.loggedOut, action: AppFeature.Action.loggedOut) {
///     LoggedOutView(store: $0)
///   }
///   }
/// }
/// ```
///
/// `switch store.case { … }` is the current spelling.
public struct SwitchStore<State, Action, Content: View>: View {
  /// The store of the enum state.
  public let store: Store<State, Action>
  /// The content for a state.
  public let content: (State) -> Content

  /// Content for `store`'s state, as `content` draws it; the ``CaseLet`` views inside take
  /// their case's store from this one.
  public init(
    _ store: Store<State, Action>,
    @ViewBuilder content: @escaping (_ initialState: State) -> Content
  ) {
    self.store = store
    self.content = content
  }

  /// The content for the state as it is now; reading it here tracks it.
  public var body: some View {
    content(store.state).environment(\.switchStore, SwitchStoreBox(store))
  }
}

/// Content drawn from the store of one case of the enclosing ``SwitchStore``'s state, while
/// the state is in that case.
///
/// ```swift
/// CaseLet(/Destination.State.edit, action: Destination.Action.edit) { store in
///   EditView(store: store)
/// }
/// ```
///
/// Outside a `SwitchStore` of the same state and action types, or while the state is in
/// another case, it draws nothing and reports the mismatch as an issue.
public struct CaseLet<EnumState, EnumAction, CaseState, CaseAction, Content: View>: View {
  /// Extracts the case's state from the enum state.
  public let toCaseState: (EnumState) -> CaseState?
  /// Embeds a case action in the enum's actions.
  public let fromCaseAction: (CaseAction) -> EnumAction
  /// The content for the case's store.
  public let content: (Store<CaseState, CaseAction>) -> Content
  @Environment(\.switchStore) private var switchStore
  private let fileID: StaticString
  private let line: UInt

  /// Content for the case `toCaseState` extracts (`/State.case` is such a function), whose
  /// actions `fromCaseAction` embeds (`Action.case`).
  public init(
    _ toCaseState: @escaping (EnumState) -> CaseState?,
    action fromCaseAction: @escaping (CaseAction) -> EnumAction,
    @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.toCaseState = toCaseState
    self.fromCaseAction = fromCaseAction
    self.content = content
    self.fileID = fileID
    self.line = line
  }

  /// Content for the case the case path `casePath` names, whose actions `fromCaseAction`
  /// embeds.
  public init(
    _ casePath: AnyCasePath<EnumState, CaseState>,
    action fromCaseAction: @escaping (CaseAction) -> EnumAction,
    @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(
      { casePath.extract(from: $0) }, action: fromCaseAction, then: content, fileID: fileID,
      line: line)
  }

  /// The case's content while the enclosing store's state is in the case, else nothing.
  public var body: some View {
    if let store = switchStore?.store as? Store<EnumState, EnumAction> {
      IfLetStore(
        store.scope(state: toCaseState, action: fromCaseAction), then: content,
        else: { CaseLetMismatch(fileID: fileID, line: line) })
    } else {
      CaseLetMismatch(fileID: fileID, line: line, outsideSwitchStore: true)
    }
  }
}

extension CaseLet where EnumAction == CaseAction {
  /// Content for the case `toCaseState` extracts, whose store sends the enum's own actions.
  public init(
    state toCaseState: @escaping (EnumState) -> CaseState?,
    @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
  ) {
    self.init(toCaseState, action: { $0 }, then: content)
  }
}

/// Nothing, after reporting that a ``CaseLet`` was drawn for a case its state is not in.
private struct CaseLetMismatch: View {
  let fileID: StaticString
  let line: UInt
  var outsideSwitchStore = false

  var body: some View {
    reportIssue(
      outsideSwitchStore
        ? "A CaseLet at \(fileID):\(line) is not inside a SwitchStore of its state and actions."
        : """
        A CaseLet at \(fileID):\(line) was drawn while its SwitchStore's state is in another \
        case: its switch and its case paths disagree.
        """
    )
    return EmptyView()
  }
}

/// The store of the enclosing ``SwitchStore``, for its ``CaseLet`` views.
struct SwitchStoreBox {
  let store: AnyObject

  init(_ store: AnyObject) {
    self.store = store
  }
}

private enum SwitchStoreKey: EnvironmentKey {
  static var defaultValue: SwitchStoreBox? { nil }
}

extension EnvironmentValues {
  /// The store of the enclosing ``SwitchStore``.
  var switchStore: SwitchStoreBox? {
    get { self[SwitchStoreKey.self] }
    set { self[SwitchStoreKey.self] = newValue }
  }
}
