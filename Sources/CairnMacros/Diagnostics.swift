import SwiftDiagnostics

/// What Cairn's architecture macros report when they cannot apply.
enum CairnMacroDiagnostic: String, DiagnosticMessage {
  case observableStateNotAValue
  case reducerNotAStructOrEnum
  case reducerArgumentsOnStruct
  case presentsNeedsOptionalVar
  case transactionEntryPlacement
  case transactionEntryNeedsVar
  case transactionEntryNeedsDefault

  var message: String {
    switch self {
    case .observableStateNotAValue:
      "'@ObservableState' can only be applied to a struct or an enum"
    case .reducerNotAStructOrEnum:
      "'@Reducer' can only be applied to a struct or an enum"
    case .reducerArgumentsOnStruct:
      "'@Reducer' takes no arguments on a struct: 'state:' and 'action:' apply to an enum's generated State and Action"
    case .presentsNeedsOptionalVar:
      "'@Presents' applies to a 'var' of optional type, written out: '@Presents var destination: Destination.State?'"
    case .transactionEntryPlacement:
      "'@UITransactionEntry' applies to a 'var' in an extension of 'UITransaction'"
    case .transactionEntryNeedsVar:
      "'@UITransactionEntry' applies to a single 'var' with a name"
    case .transactionEntryNeedsDefault:
      "'@UITransactionEntry' needs a default value: give the 'var' an initial value or an optional type"
    }
  }

  var diagnosticID: MessageID { MessageID(domain: "CairnMacros", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
