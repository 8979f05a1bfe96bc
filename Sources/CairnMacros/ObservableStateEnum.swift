import SwiftSyntax

/// The cases of an `@ObservableState` enum, numbered in the order they are written (cases in
/// `#if` blocks too, each clause continuing the count), and the `switch` branches the macro
/// writes for them.
struct ObservableStateEnumCases {
  private let members: MemberBlockItemListSyntax

  init(_ enumDecl: EnumDeclSyntax) {
    members = enumDecl.memberBlock.members
  }

  /// Whether the enum has no case, in any `#if` clause.
  var isEmpty: Bool {
    var tag = 0
    _ = Self.branches(members, tag: &tag) { _, _ in "" }
    return tag == 0
  }

  /// The branches of `_$id`: a payload's identity tagged with its case, a case without one
  /// tagged alone, and a new identity for a case of several values (they can't be observed
  /// inside: every change replaces the value).
  var identityBranches: String {
    var tag = 0
    return Self.branches(members, tag: &tag) { element, tag in
      let name = element.name.trimmed.text
      switch element.parameterClause?.parameters.count ?? 0 {
      case 0:
        return "case .\(name):\n  return ._$caseWithoutPayload._$tag(\(tag))"
      case 1:
        return "case let .\(name)(payload):\n  return ._$id(for: payload)._$tag(\(tag))"
      default:
        return "case .\(name):\n  return CairnArchitecture.ObservableStateID()"
      }
    }
  }

  /// The branches of `_$willModify()`: a payload is given a new identity, put back under its
  /// label; other cases are left as they are.
  var willModifyBranches: String {
    var tag = 0
    return Self.branches(members, tag: &tag) { element, _ in
      let name = element.name.trimmed.text
      guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
        let parameter = parameters.first
      else { return "case .\(name):\n  break" }
      let label = parameter.firstName.map { "\($0.text): " } ?? ""
      return """
        case var .\(name)(payload):
          CairnArchitecture._$willModify(&payload)
          self = .\(name)(\(label)payload)
        """
    }
  }

  private static func branches(
    _ members: MemberBlockItemListSyntax, tag: inout Int,
    _ branch: (EnumCaseElementSyntax, Int) -> String
  ) -> String {
    var lines: [String] = []
    for member in members {
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        for element in caseDecl.elements {
          lines.append(branch(element, tag))
          tag += 1
        }
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        for clause in ifConfig.clauses {
          let head = [clause.poundKeyword.text, clause.condition?.trimmedDescription]
            .compactMap { $0 }.joined(separator: " ")
          lines.append(head)
          if let nested = clause.elements?.as(MemberBlockItemListSyntax.self) {
            let inner = branches(nested, tag: &tag, branch)
            if !inner.isEmpty { lines.append(inner) }
          }
        }
        lines.append("#endif")
      }
    }
    return lines.joined(separator: "\n")
  }
}
