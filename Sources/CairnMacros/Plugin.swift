import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that provides Cairn's macros.
@main
struct CairnMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    CaseBindableMacro.self,
    ObservableStateMacro.self,
    ObservationStateIgnoredMacro.self,
    ObservationStateTrackedMacro.self,
    PresentsMacro.self,
    PreviewMacro.self,
    PreviewableMacro.self,
    ReducerCaseEphemeralMacro.self,
    ReducerCaseIgnoredMacro.self,
    ReducerMacro.self,
    UITransactionEntryMacro.self,
  ]
}
