import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState`: on a struct, a hidden registrar, accessors on every stored `var` that
/// report reads and changes to it, and a dump that shows the fields by their own names; on an
/// enum, an identity per case.
public enum ObservableStateMacro {}

extension ObservableStateMacro: MemberMacro {
  /// The registrar and identity (structs), or the identity per case (enums).
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return [enumIdentity(enumDecl), enumWillModify(enumDecl)]
    }
    guard declaration.is(StructDeclSyntax.self) else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(node: Syntax(node), message: CairnMacroDiagnostic.observableStateNotAValue)
      ])
    }
    let access = declaration.accessPrefix
    let children = declaration.dumpedProperties.map { name, readsStorage in
      "(\"\(name)\", self.\(readsStorage ? "_" : "")\(name) as Any)"
    }
    return [
      "var _$observationRegistrar = CairnArchitecture.ObservationStateRegistrar()",
      """
      \(raw: access)var _$id: CairnArchitecture.ObservableStateID {
        _$observationRegistrar.id
      }
      """,
      """
      \(raw: access)mutating func _$willModify() {
        _$observationRegistrar._$willModify()
      }
      """,
      """
      \(raw: access)var customDumpMirror: Mirror {
        Mirror(self, children: [\(raw: children.joined(separator: ", "))] as [Mirror.Child], displayStyle: .struct)
      }
      """,
    ]
  }

  /// `_$id` of an enum: the payload's identity tagged with the case, so a change of case is
  /// a new value while a change inside an observable payload is not.
  private static func enumIdentity(_ enumDecl: EnumDeclSyntax) -> DeclSyntax {
    let cases = ObservableStateEnumCases(enumDecl)
    let body =
      cases.isEmpty
      ? "CairnArchitecture.ObservableStateID._$caseWithoutPayload"
      : "switch self {\n\(cases.identityBranches)\n}"
    return """
      \(raw: enumDecl.accessPrefix)var _$id: CairnArchitecture.ObservableStateID {
      \(raw: body)
      }
      """
  }
}

extension ObservableStateMacro {
  /// `_$willModify()` of an enum: a new identity for the payload of the case it is in.
  fileprivate static func enumWillModify(_ enumDecl: EnumDeclSyntax) -> DeclSyntax {
    let cases = ObservableStateEnumCases(enumDecl)
    let body = cases.isEmpty ? "" : "switch self {\n\(cases.willModifyBranches)\n}"
    return """
      \(raw: enumDecl.accessPrefix)mutating func _$willModify() {
      \(raw: body)
      }
      """
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  /// `@ObservationStateTracked` on every stored `var` that is not ignored.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self),
      let variable = member.as(VariableDeclSyntax.self),
      let property = StoredProperty(variable)
    else { return [] }
    for misplaced in MisplacedAttribute.allCases {
      misplaced.diagnose(on: property, in: context)
    }
    guard !property.isIgnored, !property.hasAttribute("ObservationStateTracked") else {
      return []
    }
    return ["@ObservationStateTracked"]
  }
}

extension ObservableStateMacro: ExtensionMacro {
  /// `ObservableState`, and for structs `CustomDumpReflectable`.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    var names = ["CairnArchitecture.ObservableState"]
    if declaration.is(StructDeclSyntax.self) { names.append("CustomDump.CustomDumpReflectable") }
    let wanted = Set(protocols.map { $0.trimmedDescription.split(separator: ".").last ?? "" })
    let conformances = names.filter { wanted.contains($0.split(separator: ".").last ?? "") }
    guard !conformances.isEmpty else { return [] }
    let extensionDecl: DeclSyntax =
      "extension \(type.trimmed): \(raw: conformances.joined(separator: ", ")) {}"
    return [extensionDecl.cast(ExtensionDeclSyntax.self)]
  }
}
