import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: a preview whose body is type-checked and never run.
///
/// The compiler type-checks a freestanding macro's arguments against the macro's declaration
/// before it expands the macro, so the body (a `@ViewBuilder` closure returning a view) is
/// already checked when this runs; there being no preview canvas, the expansion adds nothing.
public enum PreviewMacro: DeclarationMacro {
  /// No declarations: the checked body is all a preview is.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@Previewable`: accepted on a variable declared inside a `#Preview` body (where the
/// compiler only type-checks it), an error anywhere else.
public enum PreviewableMacro: PeerMacro {
  /// No peers; a diagnostic when the variable is not inside a `#Preview` body.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let insidePreview = context.lexicalContext.contains { scope in
      scope.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview"
        || scope.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview"
    }
    if !insidePreview {
      context.diagnose(Diagnostic(node: node, message: PreviewDiagnostic.previewableOutsidePreview))
    }
    return []
  }
}

/// What the preview macros report when they cannot apply.
enum PreviewDiagnostic: String, DiagnosticMessage {
  case previewableOutsidePreview

  var message: String {
    switch self {
    case .previewableOutsidePreview:
      "'@Previewable' marks a variable declared in a '#Preview' body; use it only there"
    }
  }

  var diagnosticID: MessageID { MessageID(domain: "CairnMacros", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
