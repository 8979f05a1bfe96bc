import Foundation

/// Everything a context hands the view rendered in it, in a form two renders can compare: a
/// remembered drawing is reused only where this is equal.
///
/// Environment values compare by value, except whether the list around was drawn before:
/// it only decides whether rows drawn for the first time come in with their transition, and
/// a drawing that made that decision is not remembered (see ``MemoRecording/isVolatile``); the runtime's actions (dismiss, the dismissal before
/// an alert's buttons, a navigation link's push) by what they act on, and an action of
/// unknown origin never compares equal. A stack's URL printer compares by presence: it must
/// print a path the same way every time (see `navigationLinkURL(_:)`).
struct MemoContext: Equatable {
  let isEnabled: Bool
  let timeZone: TimeZone
  let scenePhaseOverride: ScenePhase?
  let controlStyles: ControlStyles
  let pickerStyle: PickerStyle
  let dismiss: ActionFingerprint
  let dismissBeforeButtonAction: ActionFingerprint
  let tabSelection: AnyHashable?
  let hidesTabContent: Bool
  let navigationLinkTarget: ActionFingerprint
  let hasNavigationLinkURL: Bool
  /// The row a lazy list inside is scrolled to (`scrollPosition(id:)`): it decides the window
  /// of rows drawn and which row is marked.
  let scrollTarget: AnyHashable?
  /// The colour scheme, and the values of app-defined keys (those not `Equatable` never
  /// compare equal).
  let colorScheme: ColorScheme
  let customValues: CustomEnvironmentValues
  /// The objects `environmentObject(_:)` provided, by identity.
  let environmentObjects: [ObjectIdentifier: ObjectIdentifier]

  @MainActor
  init(_ context: RenderContext) {
    let environment = context.environment
    isEnabled = environment.isEnabled
    colorScheme = environment.colorScheme
    customValues = environment.customValues
    timeZone = environment.timeZone
    scenePhaseOverride = environment.scenePhaseOverride
    controlStyles = environment.controlStyles
    pickerStyle = environment.pickerStyle
    dismiss = environment.dismiss.fingerprint
    dismissBeforeButtonAction = context.dismissBeforeButtonAction?.fingerprint ?? .none
    tabSelection = context.tabSelection
    hidesTabContent = context.hidesTabContent
    navigationLinkTarget = ActionFingerprint(
      hasAction: context.navigationLinkTarget != nil,
      identity: context.navigationLinkTarget?.identity)
    hasNavigationLinkURL = context.navigationLinkURL != nil
    scrollTarget = environment.scrollTarget
    environmentObjects = environment.environmentObjects.mapValues { ObjectIdentifier($0) }
  }
}

extension DismissAction {
  /// How this action compares with another render's.
  var fingerprint: ActionFingerprint {
    ActionFingerprint(hasAction: action != nil, identity: identity)
  }
}
