import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@UITransactionEntry`: a `var` in an extension of `UITransaction` becomes a transaction
/// value, read and written through a private key (`__Key_name`) whose default is the `var`'s
/// initial value (`nil` for an optional without one).
public enum UITransactionEntryMacro {}

extension UITransactionEntryMacro: AccessorMacro {
  /// `get`, `set` and `_modify` through the key.
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard isInTransactionExtension(context) else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(node: Syntax(node), message: CairnMacroDiagnostic.transactionEntryPlacement)
      ])
    }
    let (_, name) = try entry(declaration, node)
    let key = "__Key_\(name)"
    return [
      "get { self[\(raw: key).self] }",
      "set { self[\(raw: key).self] = newValue }",
      "_modify { yield &self[\(raw: key).self] }",
    ]
  }
}

extension UITransactionEntryMacro: PeerMacro {
  /// The private key, its default value the `var`'s initial value. Misuse is diagnosed once,
  /// by the accessor role.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard isInTransactionExtension(context),
      let (binding, name) = try? entry(declaration, node)
    else { return [] }
    let type = binding.typeAnnotation?.type.trimmedDescription
    let defaultValue: String
    if let initial = binding.initializer?.value.trimmedDescription {
      defaultValue = initial
    } else if let type, type.hasSuffix("?") || type.hasPrefix("Optional<") {
      defaultValue = "nil"
    } else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(
          node: Syntax(binding), message: CairnMacroDiagnostic.transactionEntryNeedsDefault)
      ])
    }
    // A computed default when the type is written (no shared mutable state), a constant
    // otherwise.
    let requirement =
      type.map { "static var defaultValue: \($0) { \(defaultValue) }" }
      ?? "static let defaultValue = \(defaultValue)"
    return [
      """
      private enum __Key_\(raw: name): Cairn.UITransactionKey {
        \(raw: requirement)
      }
      """
    ]
  }

  private static func entry(
    _ declaration: some DeclSyntaxProtocol, _ node: AttributeSyntax
  ) throws -> (PatternBindingSyntax, String) {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed.text
    else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(node: Syntax(node), message: CairnMacroDiagnostic.transactionEntryNeedsVar)
      ])
    }
    return (binding, name)
  }

  /// Whether the macro sits on a member of an extension of `UITransaction`.
  private static func isInTransactionExtension(_ context: some MacroExpansionContext) -> Bool {
    guard let extensionDecl = context.lexicalContext.first?.as(ExtensionDeclSyntax.self) else {
      return false
    }
    let extended = extensionDecl.extendedType.trimmedDescription
    return extended == "UITransaction" || extended == "Cairn.UITransaction"
  }
}
