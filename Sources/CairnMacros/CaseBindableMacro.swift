import CasePathsMacrosSupport
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@CaseBindable`: makes an enum case-pathable (unless `@CasePathable` already does) and
/// gives it an enumeration of per-case bindings, so `switch $binding.cases` is exhaustive and
/// hands each case a binding to its payload.
public enum CaseBindableMacro {}

extension CaseBindableMacro: ExtensionMacro {
  /// The conformances: `CaseBindable`, and the case-path ones unless `@CasePathable` adds them.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(EnumDeclSyntax.self) else { return [] }
    // With `@CasePathable` also attached, that macro adds its own conformances.
    let skipped: Set<String> =
      hasCasePathableAttribute(declaration) ? ["CasePathable", "CasePathIterable"] : []
    let names = protocols.map(\.trimmedDescription).filter {
      !skipped.contains(unqualified($0))
    }
    guard !names.isEmpty else { return [] }
    let extensionDecl: DeclSyntax =
      "extension \(type.trimmed): \(raw: names.joined(separator: ", ")) {}"
    return [extensionDecl.cast(ExtensionDeclSyntax.self)]
  }
}

extension CaseBindableMacro: MemberMacro {
  /// The members: the case paths (unless `@CasePathable` writes them), the enumeration of
  /// per-case bindings and the function that builds it.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(node: Syntax(node), message: CaseBindableDiagnostic.notAnEnum)
      ])
    }
    // The case paths: generated here unless `@CasePathable` is attached too.
    let casePathMembers = try CasePathableMacro.expansion(
      of: node, providingMembersOf: declaration, in: context)
    let cases = enumDecl.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap(\.elements)
    return casePathMembers + [bindingEnumeration(cases), bindingFunction(cases)]
  }

  /// `enum UIBindingEnumeration { case name(UIBinding<Payload>) … }`, payload-less cases bare.
  private static func bindingEnumeration(_ cases: [EnumCaseElementSyntax]) -> DeclSyntax {
    let lines = cases.map { element in
      let name = element.name.trimmed
      guard hasPayload(element) else { return "  case \(name)" }
      let payload = CasePathableMacro.valueType(for: element).trimmedDescription
      return "  case \(name)(Cairn.UIBinding<\(payload)>)"
    }
    return """
      public enum UIBindingEnumeration {
      \(raw: lines.joined(separator: "\n"))
      }
      """
  }

  /// The function behind `$binding.cases`: switches on the current case and derives the
  /// binding to its payload.
  private static func bindingFunction(_ cases: [EnumCaseElementSyntax]) -> DeclSyntax {
    let branches = cases.map { element in
      let name = element.name.trimmed
      guard hasPayload(element) else { return "case .\(name):\n  return .\(name)" }
      return "case .\(name):\n  return .\(name)(binding._$case(\\.\(name)))"
    }
    let body = "switch binding.wrappedValue {\n\(branches.joined(separator: "\n"))\n}"
    return """
      public static func _$caseBinding(_ binding: Cairn.UIBinding<Self>) -> UIBindingEnumeration {
      \(raw: body)
      }
      """
  }

  private static func hasPayload(_ element: EnumCaseElementSyntax) -> Bool {
    !(element.parameterClause?.parameters.isEmpty ?? true)
  }

  private static func hasCasePathableAttribute(_ declaration: some DeclGroupSyntax) -> Bool {
    declaration.attributes.contains { attribute in
      guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription
      else { return false }
      return unqualified(name) == "CasePathable"
    }
  }

  private static func unqualified(_ name: String) -> String {
    String(name.split(separator: ".").last ?? "")
  }
}

/// What `@CaseBindable` reports when it cannot apply.
enum CaseBindableDiagnostic: String, DiagnosticMessage {
  case notAnEnum

  var message: String {
    switch self {
    case .notAnEnum: "'@CaseBindable' can only be applied to an enum"
    }
  }

  var diagnosticID: MessageID { MessageID(domain: "CairnMacros", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
