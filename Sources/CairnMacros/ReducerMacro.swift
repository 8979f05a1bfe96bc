import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: on a struct, a case-pathable `Action` and the `Reducer` conformance; on an enum
/// of child features, the `State` and `Action` enums and a `body` that runs each child in its
/// case, with the `CaseReducer` conformance.
public enum ReducerMacro {}

extension ReducerMacro: MemberAttributeMacro {
  /// `@CasePathable` on a struct reducer's nested `Action` enum, unless it has it, and
  /// `@ReducerBuilder` on its `body` (the conformance is added in an extension, so the builder
  /// can't be inferred from the protocol).
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let body = member.as(VariableDeclSyntax.self),
      body.bindings.first?.pattern.trimmedDescription == "body",
      !body.attributes.contains(where: {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.contains("ReducerBuilder")
          ?? false
      })
    {
      return ["@CairnArchitecture.ReducerBuilder<Self.State, Self.Action>"]
    }
    guard let action = member.as(EnumDeclSyntax.self),
      action.name.text == "Action",
      !action.attributes.contains(where: {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
          .hasSuffix("CasePathable") ?? false
      })
    else { return [] }
    return ["@CasePathable"]
  }
}

extension ReducerMacro: MemberMacro {
  /// For an enum: `State`, `Action` and `body`.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if declaration.is(StructDeclSyntax.self) { return [] }
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(node: Syntax(node), message: CairnMacroDiagnostic.reducerNotAStructOrEnum)
      ])
    }
    let children = try ChildFeature.all(in: enumDecl)
    let access = enumDecl.accessPrefix
    let stateCases = children.map { "case \($0.name)\($0.statePayload.map { "(\($0))" } ?? "")" }
    let actionCases = children.compactMap { child in
      child.actionPayload.map { "case \(child.name)(\($0))" }
    }
    let scopeCases = children.map { child -> String in
      guard let state = child.statePayload, let action = child.actionPayload else {
        return "case \(child.name)"
      }
      let store =
        child.reducer.map { "CairnArchitecture.StoreOf<\($0)>" }
        ?? "CairnArchitecture.Store<\(state), \(action)>"
      return "case \(child.name)(\(store))"
    }
    let scopeBranches = children.map { child -> String in
      guard child.statePayload != nil, child.actionPayload != nil else {
        return "case .\(child.name):\n  return .\(child.name)"
      }
      return """
        case .\(child.name):
          return .\(child.name)(store.scope(state: \\.\(child.name), action: \\.\(child.name))!)
        """
    }
    let scopes = children.compactMap { child in
      child.reducer.map { "\n.ifCaseLet(\\.\(child.name), action: \\.\(child.name)) { \($0)() }" }
    }
    return [
      """
      @CasePathable @dynamicMemberLookup @ObservableState
      \(raw: access)enum State: CairnArchitecture.CaseReducerState {
      \(raw: access)typealias StateReducer = \(raw: enumDecl.name.trimmedDescription)
      \(raw: stateCases.joined(separator: "\n"))
      }
      """,
      """
      @CasePathable
      \(raw: access)enum Action {
      \(raw: actionCases.joined(separator: "\n"))
      }
      """,
      """
      @MainActor
      \(raw: access)enum CaseScope {
      \(raw: scopeCases.joined(separator: "\n"))
      }
      """,
      """
      @MainActor
      \(raw: access)static func scope(_ store: CairnArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
        switch store.state {
      \(raw: scopeBranches.joined(separator: "\n"))
        }
      }
      """,
      """
      @CairnArchitecture.ReducerBuilder<Self.State, Self.Action>
      \(raw: access)static var body: some CairnArchitecture.Reducer<Self.State, Self.Action> {
        CairnArchitecture.EmptyReducer<Self.State, Self.Action>()\(raw: scopes.joined())
      }
      """,
    ]
  }
}

extension ReducerMacro: ExtensionMacro {
  /// `Reducer` for a struct, `CaseReducer` for an enum, unless already declared.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let name = declaration.is(EnumDeclSyntax.self) ? "CaseReducer" : "Reducer"
    guard declaration.is(EnumDeclSyntax.self) || declaration.is(StructDeclSyntax.self),
      protocols.contains(where: { $0.trimmedDescription.hasSuffix(name) })
    else { return [] }
    let extensionDecl: DeclSyntax =
      "extension \(type.trimmed): CairnArchitecture.\(raw: name) {}"
    return [extensionDecl.cast(ExtensionDeclSyntax.self)]
  }
}

/// One case of a `@Reducer enum`: a child feature, an alert or dialog, or a bare case.
struct ChildFeature {
  let name: String
  /// The state case's payload, if any.
  let statePayload: String?
  /// The action case's payload; `nil` for a case that sends no actions.
  let actionPayload: String?
  /// The child reducer's type, for cases that hold one.
  let reducer: String?

  /// The cases of `enumDecl`, diagnosing ones with more than one value.
  static func all(in enumDecl: EnumDeclSyntax) throws -> [ChildFeature] {
    try enumDecl.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap(\.elements)
      .map { element in
        let name = element.name.trimmed.text
        let parameters = element.parameterClause?.parameters ?? []
        guard let parameter = parameters.first else {
          return ChildFeature(name: name, statePayload: nil, actionPayload: nil, reducer: nil)
        }
        guard parameters.count == 1 else {
          throw DiagnosticsError(diagnostics: [
            Diagnostic(
              node: Syntax(element), message: CairnMacroDiagnostic.reducerCaseTooManyValues)
          ])
        }
        let type = parameter.type.trimmedDescription
        if let action = presentationAction(of: type) {
          return ChildFeature(name: name, statePayload: type, actionPayload: action, reducer: nil)
        }
        return ChildFeature(
          name: name, statePayload: "\(type).State", actionPayload: "\(type).Action",
          reducer: type)
      }
  }

  /// For `AlertState<A>` and `ConfirmationDialogState<A>`: `A`, the actions of its buttons.
  private static func presentationAction(of type: String) -> String? {
    let base = type.prefix { $0 != "<" }.split(separator: ".").last ?? ""
    guard base == "AlertState" || base == "ConfirmationDialogState",
      let open = type.firstIndex(of: "<"), let close = type.lastIndex(of: ">")
    else { return nil }
    return String(type[type.index(after: open)..<close])
  }
}
