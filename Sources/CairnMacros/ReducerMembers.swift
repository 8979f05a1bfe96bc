import SwiftSyntax

/// What a `@Reducer` type already has, and the members the macro writes for what it lacks.
struct ReducerMembers {
  private let declaration: any DeclGroupSyntax
  /// The names of the nested types and type aliases.
  private let typeNames: Set<String>
  /// Whether it implements `reduce(into:action:)` itself.
  private let hasReduceMethod: Bool
  /// Whether it has a `body`, or implements `reduce(into:action:)`.
  private let hasBody: Bool
  /// Whether it says how it reduces in a way that names its state and action types: a
  /// property with an initial value (`let body = EmptyReducer<Int, Bool>()`), one typed
  /// `some Reducer<…>` or `some ReducerOf<…>`, or `reduce(into:action:)`. Such a struct gets
  /// no `State` and `Action` of its own.
  private let hasExplicitReducerBody: Bool

  init(_ declaration: some DeclGroupSyntax) {
    self.declaration = declaration
    let members = declaration.memberBlock.members.map(\.decl)
    typeNames = Set(
      members.compactMap {
        $0.as(StructDeclSyntax.self)?.name.text ?? $0.as(EnumDeclSyntax.self)?.name.text
          ?? $0.as(TypeAliasDeclSyntax.self)?.name.text
      })
    hasReduceMethod = members.contains { member in
      guard let method = member.as(FunctionDeclSyntax.self), method.name.text == "reduce"
      else { return false }
      let parameters = method.signature.parameterClause.parameters
      return parameters.count == 2 && parameters.first?.firstName.text == "into"
        && parameters.last?.firstName.text == "action"
    }
    let bindings = members.flatMap { $0.as(VariableDeclSyntax.self)?.bindings.map { $0 } ?? [] }
    hasBody =
      hasReduceMethod
      || bindings.contains {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
      }
    hasExplicitReducerBody =
      hasReduceMethod
      || bindings.contains { binding in
        if binding.initializer != nil { return true }
        let name = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint
          .as(IdentifierTypeSyntax.self)?.name.text
        return name == "Reducer" || name == "ReducerOf"
      }
  }

  private var access: String { declaration.accessPrefix }

  /// For a struct: an empty observable `State` and an empty `Action` when it has neither nor a
  /// body that names them, and a `body` that does nothing when it has none.
  func structFillIns() -> [DeclSyntax] {
    var decls: [DeclSyntax] = []
    if !typeNames.contains("State") && !hasExplicitReducerBody {
      decls.append(
        """
        @ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
          \(raw: access)init() {}
        }
        """)
    }
    if !typeNames.contains("Action") && !hasExplicitReducerBody {
      decls.append("\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
    }
    if !hasBody {
      decls.append("\(raw: access)let body = CairnArchitecture.EmptyReducer<State, Action>()")
    }
    return decls
  }

  /// For an enum of child features: `State`, `Action`, `body`, `CaseScope` and `scope(_:)`,
  /// each unless the enum writes its own.
  func enumMembers(
    of enumDecl: EnumDeclSyntax, stateConformances: [String], actionConformances: [String]
  ) -> [DeclSyntax] {
    var cases = ReducerCase.cases(in: enumDecl.memberBlock.members)
    if let action = nestedEnum(named: "Action", in: enumDecl) {
      let actionCases = Dictionary(
        action.memberBlock.members
          .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
          .flatMap(\.elements)
          .map { ($0.name.text, $0) },
        uniquingKeysWith: { first, _ in first })
      cases = cases.map { $0.map { $0.withActions(from: actionCases) } }
    }
    var decls: [DeclSyntax] = []
    if !typeNames.contains("State") {
      let conformances = (["CairnArchitecture.CaseReducerState"] + stateConformances)
        .joined(separator: ", ")
      decls.append(
        """
        @CasePathable @dynamicMemberLookup @ObservableState
        \(raw: access)enum State: \(raw: conformances) {
        \(raw: access)typealias StateReducer = \(raw: enumDecl.name.trimmedDescription)
        \(raw: cases.lines { $0.stateCase })
        }
        """)
    }
    if !typeNames.contains("Action") {
      let conformances =
        actionConformances.isEmpty ? "" : ": \(actionConformances.joined(separator: ", "))"
      decls.append(
        """
        @CasePathable
        \(raw: access)enum Action\(raw: conformances) {
        \(raw: cases.lines { $0.actionCase })
        }
        """)
    }
    if !hasBody {
      let children = cases.lines { $0.ifCaseLet }
      decls.append(
        """
        @CairnArchitecture.ReducerBuilder<Self.State, Self.Action>
        \(raw: access)static var body: some CairnArchitecture.Reducer<Self.State, Self.Action> {
          CairnArchitecture.EmptyReducer<Self.State, Self.Action>()\(raw: children.isEmpty ? "" : "\n" + children)
        }
        """)
    }
    if !typeNames.contains("CaseScope") {
      decls.append(
        """
        @CasePathable @dynamicMemberLookup
        \(raw: access)enum CaseScope {
        \(raw: cases.lines { $0.scopeCase })
        }
        """)
    }
    let hasScope = enumDecl.memberBlock.members.contains {
      $0.decl.as(FunctionDeclSyntax.self)?.name.text == "scope"
    }
    if !hasScope {
      decls.append(
        """
        @MainActor
        \(raw: access)static func scope(_ store: CairnArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
        \(raw: cases.lines { $0.scopeBranch })
          }
        }
        """)
    }
    return decls
  }

  private func nestedEnum(named name: String, in enumDecl: EnumDeclSyntax) -> EnumDeclSyntax? {
    enumDecl.memberBlock.members.lazy
      .compactMap { $0.decl.as(EnumDeclSyntax.self) }
      .first { $0.name.text == name }
  }
}
