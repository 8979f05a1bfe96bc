import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: on a struct, a case-pathable `Action` (and `State`, when it is an enum), the
/// builder on `body`, what an empty feature lacks, and the `Reducer` conformance; on an enum of
/// child features, the `State` and `Action` enums, a `body` that runs each child in its case,
/// `CaseScope` and `scope(_:)`, with the `CaseReducer` conformance. The rules are Composable
/// Architecture's; <doc:ReducerAndStateMacros> lists them.
public enum ReducerMacro {}

extension ReducerMacro: ExtensionMacro {
  /// `Reducer` for a struct, `CaseReducer` and `Reducer` for an enum; nothing when the type
  /// already says it is a `Reducer`.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let isEnum = declaration.is(EnumDeclSyntax.self)
    guard isEnum || declaration.is(StructDeclSyntax.self), !declaration.declaresReducer
    else { return [] }
    let missing = Set(protocols.map { $0.trimmedDescription.split(separator: ".").last ?? "" })
    let names = (isEnum ? ["CaseReducer", "Reducer"] : ["Reducer"])
      .filter { missing.contains(Substring($0)) }
    guard !names.isEmpty else { return [] }
    let list = names.map { "CairnArchitecture.\($0)" }.joined(separator: ", ")
    let extensionDecl: DeclSyntax =
      "\(raw: declaration.availabilityPrefix)extension \(type.trimmed): \(raw: list) {}"
    return [extensionDecl.cast(ExtensionDeclSyntax.self)]
  }
}

extension ReducerMacro: MemberAttributeMacro {
  /// `@CasePathable` on a nested `Action` enum, `@CasePathable @dynamicMemberLookup` on a
  /// nested `State` enum (each unless already there), and `@ReducerBuilder` on a computed
  /// `body` (the conformance is added in an extension, so the builder can't be inferred from
  /// the protocol).
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    if let nested = member.as(EnumDeclSyntax.self) {
      return nestedEnumAttributes(nested)
    }
    if let variable = member.as(VariableDeclSyntax.self) {
      return bodyBuilder(variable).map { [$0] } ?? []
    }
    return []
  }

  private static func nestedEnumAttributes(_ nested: EnumDeclSyntax) -> [AttributeSyntax] {
    var wanted: [String]
    switch nested.name.text {
    case "State": wanted = ["CasePathable", "dynamicMemberLookup"]
    case "Action": wanted = ["CasePathable"]
    default: return []
    }
    let inherited = nested.inheritanceClause?.inheritedTypes.map {
      $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
    }
    if inherited?.contains("CasePathable") == true { wanted.removeAll { $0 == "CasePathable" } }
    let written = nested.attributes.compactMap {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        .split(separator: ".").last.map(String.init)
    }
    return wanted.filter { !written.contains($0) }.map { "@\(raw: $0)" }
  }

  /// `@ReducerBuilder<State, Action>` for a computed `body` without one: the types are those
  /// of its `some Reducer<State, Action>` or `some ReducerOf<R>`, else `Self`'s.
  private static func bodyBuilder(_ variable: VariableDeclSyntax) -> AttributeSyntax? {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
      binding.accessorBlock != nil,
      !variable.attributes.contains(where: {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.contains("ReducerBuilder")
          ?? false
      })
    else { return nil }
    let arguments =
      binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint
      .as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments
      .map { $0.argument.trimmedDescription } ?? []
    let types =
      switch arguments.count {
      case 1: "\(arguments[0]).State, \(arguments[0]).Action"
      case 2: arguments.joined(separator: ", ")
      default: "Self.State, Self.Action"
      }
    return "@CairnArchitecture.ReducerBuilder<\(raw: types)>"
  }
}

extension ReducerMacro: MemberMacro {
  /// For an enum: `State`, `Action`, `body`, `CaseScope` and `scope(_:)`, each unless written.
  /// For a struct: what an empty feature lacks (`State`, `Action`, `body`).
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let members = ReducerMembers(declaration)
    if declaration.is(StructDeclSyntax.self) {
      if let arguments = node.arguments, !arguments.trimmedDescription.isEmpty {
        context.diagnose(
          Diagnostic(
            node: Syntax(arguments), message: CairnMacroDiagnostic.reducerArgumentsOnStruct))
      }
      return members.structFillIns()
    }
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(node: Syntax(node), message: CairnMacroDiagnostic.reducerNotAStructOrEnum)
      ])
    }
    return members.enumMembers(
      of: enumDecl,
      stateConformances: node.synthesizedConformances(for: "state"),
      actionConformances: node.synthesizedConformances(for: "action"))
  }
}

extension DeclGroupSyntax {
  /// Whether the type's own inheritance clause names `Reducer`.
  fileprivate var declaresReducer: Bool {
    inheritanceClause?.inheritedTypes.contains {
      ["Reducer", "CairnArchitecture.Reducer", "ComposableArchitecture.Reducer"]
        .contains($0.type.trimmedDescription)
    } ?? false
  }

  /// The type's `@available` attributes, for the extension that adds its conformance.
  var availabilityPrefix: String {
    attributes.compactMap { $0.as(AttributeSyntax.self) }
      .filter { $0.attributeName.trimmedDescription == "available" }
      .map { "\($0.trimmedDescription) " }
      .joined()
  }
}

extension AttributeSyntax {
  /// The conformances `@Reducer(state: .equatable, action: .hashable, .sendable)` asks for
  /// on `role` (`"state"` or `"action"`): `["Equatable"]`, `["Hashable", "Sendable"]`.
  fileprivate func synthesizedConformances(for role: String) -> [String] {
    guard case .argumentList(let arguments) = self.arguments,
      let start = arguments.firstIndex(where: { $0.label?.text == role })
    else { return [] }
    var names: [String] = []
    for argument in arguments[start...] {
      if argument.label != nil, argument.label?.text != role { break }
      guard let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
        let first = name.first
      else { continue }
      names.append(first.uppercased() + name.dropFirst())
    }
    return names
  }
}
