import SwiftSyntax

/// One case of a `@Reducer enum`, or a `#if` block of them, as the macro reads it.
indirect enum ReducerCase {
  case element(ReducerCaseElement)
  case conditional([ConditionalClause])

  /// One clause of a `#if` block: `#if DEBUG`, `#elseif os(Linux)`, `#else`.
  struct ConditionalClause {
    let keyword: String
    let condition: String?
    let cases: [ReducerCase]
  }

  /// The cases of an enum's member block, `#if` blocks kept as they are written.
  static func cases(in members: MemberBlockItemListSyntax) -> [ReducerCase] {
    members.flatMap { member -> [ReducerCase] in
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        let marks = ReducerCaseElement.Marks(caseDecl.attributes)
        return caseDecl.elements.map { .element(ReducerCaseElement($0, marks: marks)) }
      }
      if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        let clauses = ifConfig.clauses.map { clause in
          ConditionalClause(
            keyword: clause.poundKeyword.text,
            condition: clause.condition?.trimmedDescription,
            cases: clause.elements?.as(MemberBlockItemListSyntax.self).map(cases(in:)) ?? [])
        }
        return [.conditional(clauses)]
      }
      return []
    }
  }

  /// The lines `line` gives for each case, `#if` blocks around those of their cases; a block
  /// none of whose cases gives a line is left out (a clause that gives none stays, empty, so
  /// the conditions keep their meaning).
  func lines(_ line: (ReducerCaseElement) -> String?) -> String? {
    switch self {
    case .element(let element):
      return line(element)
    case .conditional(let clauses):
      let written = clauses.map { clause in
        (clause, clause.cases.compactMap { $0.lines(line) })
      }
      guard written.contains(where: { !$0.1.isEmpty }) else { return nil }
      let blocks = written.map { clause, lines in
        let head = [clause.keyword, clause.condition].compactMap { $0 }.joined(separator: " ")
        return ([head] + lines).joined(separator: "\n")
      }
      return blocks.joined(separator: "\n") + "\n#endif"
    }
  }

  /// Applies `change` to every element, in `#if` blocks too.
  func map(_ change: (ReducerCaseElement) -> ReducerCaseElement) -> ReducerCase {
    switch self {
    case .element(let element):
      return .element(change(element))
    case .conditional(let clauses):
      return .conditional(
        clauses.map {
          ConditionalClause(
            keyword: $0.keyword, condition: $0.condition, cases: $0.cases.map { $0.map(change) })
        })
    }
  }
}

extension [ReducerCase] {
  /// The lines `line` gives for every case, one per line.
  func lines(_ line: (ReducerCaseElement) -> String?) -> String {
    compactMap { $0.lines(line) }.joined(separator: "\n")
  }
}

/// One case of a `@Reducer enum` and what the macro makes of it, by TCA's rules:
///
/// - one value of a named type (`case detail(Detail)`) is a child feature: its state and
///   actions are the child's, the body runs the child in the case, and `store.case` gives the
///   child's store;
/// - an `AlertState` or `ConfirmationDialogState` (or a case marked `@ReducerCaseEphemeral`) is
///   ephemeral: its state is the value itself, its actions are the buttons' actions, and
///   `store.case` gives the value;
/// - anything else (no value, several values, a value of another shape, or a case marked
///   `@ReducerCaseIgnored`) is plain data: its state is the case as written, its action case
///   holds `Never`, and `store.case` gives the values. A plain-data case whose action the enum
///   writes itself (in its own `Action`) gets a store of that state and action.
struct ReducerCaseElement {
  /// The markers written on the case's declaration.
  struct Marks {
    let ignored: Bool
    let ephemeral: Bool

    init(_ attributes: AttributeListSyntax) {
      let names = attributes.compactMap {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.split(separator: ".").last
      }
      ignored = names.contains("ReducerCaseIgnored")
      ephemeral = names.contains("ReducerCaseEphemeral")
    }
  }

  /// What the case is to the reducer.
  enum Kind {
    /// A child feature of the reducer type `type`, run by `reducer` (an expression).
    case feature(type: String, reducer: String)
    /// An alert or dialog (or another ephemeral state) whose buttons send `action`.
    case ephemeral(action: String)
    /// Plain data.
    case data
    /// Plain data with actions the enum's own `Action` gives it: a store of `state` and
    /// `action`.
    case dataWithActions(state: String, action: String)
  }

  let element: EnumCaseElementSyntax
  let marks: Marks
  var kind: Kind

  var name: String { element.name.trimmed.text }

  init(_ element: EnumCaseElementSyntax, marks: Marks) {
    self.element = element
    self.marks = marks
    let parameters = element.parameterClause?.parameters ?? []
    guard !marks.ignored, parameters.count == 1, let parameter = parameters.first,
      parameter.type.is(IdentifierTypeSyntax.self) || parameter.type.is(MemberTypeSyntax.self)
    else {
      kind = .data
      return
    }
    let type = parameter.type.trimmedDescription
    if marks.ephemeral || Self.isPresentationState(parameter.type) {
      let buttons = parameter.type.as(IdentifierTypeSyntax.self)
        .flatMap { Self.isPresentationState(parameter.type) ? $0.genericArgumentClause : nil }
        .flatMap { $0.arguments.count == 1 ? $0.arguments.first : nil }
      kind = .ephemeral(action: buttons?.argument.trimmedDescription ?? "\(type).Action")
      return
    }
    kind = .feature(
      type: type, reducer: parameter.defaultValue?.value.trimmedDescription ?? "\(type)()")
  }

  /// `AlertState<…>` or `ConfirmationDialogState<…>`, written without a module.
  private static func isPresentationState(_ type: TypeSyntax) -> Bool {
    guard let name = type.as(IdentifierTypeSyntax.self)?.name.text else { return false }
    return name == "AlertState" || name == "ConfirmationDialogState"
  }

  /// The case as written, without default values.
  private var withoutDefaults: String {
    var element = element.trimmed.with(\.trailingComma, nil)
    if var clause = element.parameterClause {
      clause.parameters = EnumCaseParameterListSyntax(
        clause.parameters.map { $0.with(\.defaultValue, nil) })
      element.parameterClause = clause
    }
    return element.trimmedDescription
  }

  /// The label of the single value, with its colon, or nothing.
  private var label: String {
    element.parameterClause?.parameters.first?.firstName.map { "\($0.text): " } ?? ""
  }

  /// The case of the generated `State` enum.
  var stateCase: String {
    switch kind {
    case .feature(let type, _): "case \(name)(\(label)\(type).State)"
    case .ephemeral, .data, .dataWithActions: "case \(withoutDefaults)"
    }
  }

  /// The case of the generated `Action` enum.
  var actionCase: String {
    switch kind {
    case .feature(let type, _): "case \(name)(\(type).Action)"
    case .ephemeral(let action): "case \(name)(\(action))"
    case .data, .dataWithActions: "case \(name)(Swift.Never)"
    }
  }

  /// The body's `ifCaseLet` for a child feature.
  var ifCaseLet: String? {
    guard case .feature(_, let reducer) = kind else { return nil }
    return """
      .ifCaseLet(\\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {
        \(reducer)
      }
      """
  }

  /// The case of `CaseScope`: a store for a feature or for data with actions, the values
  /// themselves otherwise.
  var scopeCase: String {
    switch kind {
    case .feature(let type, _):
      "case \(name)(CairnArchitecture.StoreOf<\(type)>)"
    case .dataWithActions(let state, let action):
      "case \(name)(CairnArchitecture.Store<\(state), \(action)>)"
    case .ephemeral, .data:
      "case \(withoutDefaults)"
    }
  }

  /// The branch of `scope(_:)` for this case.
  var scopeBranch: String {
    switch kind {
    case .feature, .dataWithActions:
      return """
        case .\(name):
          return .\(name)(store.scope(state: \\.\(name), action: \\.\(name))!)
        """
    case .ephemeral, .data:
      let parameters = Array(element.parameterClause?.parameters ?? [])
      guard !parameters.isEmpty else { return "case .\(name):\n  return .\(name)" }
      let bound = parameters.indices.map { "v\($0)" }.joined(separator: ", ")
      let passed = parameters.enumerated().map { index, parameter in
        (parameter.firstName.map { "\($0.text): " } ?? "") + "v\(index)"
      }
      return """
        case let .\(name)(\(bound)):
          return .\(name)(\(passed.joined(separator: ", ")))
        """
    }
  }

  /// This case as plain data with actions, when it is marked `@ReducerCaseIgnored`, holds one
  /// value, and the enum's own `Action` has a case of the same name with one value.
  func withActions(from actionCases: [String: EnumCaseElementSyntax]) -> ReducerCaseElement {
    guard case .data = kind, marks.ignored,
      let parameters = element.parameterClause?.parameters, parameters.count == 1,
      let state = parameters.first?.type,
      let actionParameters = actionCases[name]?.parameterClause?.parameters,
      actionParameters.count == 1, let action = actionParameters.first?.type
    else { return self }
    var copy = self
    copy.kind = .dataWithActions(
      state: state.trimmedDescription, action: action.trimmedDescription)
    return copy
  }
}
