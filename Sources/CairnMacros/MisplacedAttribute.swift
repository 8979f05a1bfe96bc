import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// An attribute that has no place on a field of `@ObservableState`, with what to write
/// instead: Observation's own markers, and the property wrappers of Composable
/// Architecture 1.0 that the observable-state macros replace.
enum MisplacedAttribute: String, CaseIterable {
  case observationIgnored = "ObservationIgnored"
  case observationTracked = "ObservationTracked"
  case presentationState = "PresentationState"
  case bindingState = "BindingState"

  /// The attribute to write instead; `nil` to remove it.
  private var replacement: String? {
    switch self {
    case .observationIgnored: "ObservationStateIgnored"
    case .observationTracked: "ObservationStateTracked"
    case .presentationState: "Presents"
    case .bindingState: nil
    }
  }

  /// Reports the attribute on `property`, with a fix-it, if it carries it.
  func diagnose(on property: StoredProperty, in context: some MacroExpansionContext) {
    guard let attribute = property.attribute(rawValue) else { return }
    let fixIt: FixIt
    if let replacement {
      var renamed = attribute
      renamed.attributeName = TypeSyntax(
        IdentifierTypeSyntax(
          name: .identifier(
            replacement, trailingTrivia: attribute.attributeName.trailingTrivia)))
      fixIt = FixIt(
        message: Message(text: "Use '@\(replacement)' instead", severity: .note, id: "use"),
        changes: [.replace(oldNode: Syntax(attribute), newNode: Syntax(renamed))])
    } else {
      var removed = property.declaration
      removed.attributes = removed.attributes.filter {
        $0.as(AttributeSyntax.self).map { $0.id != attribute.id } ?? true
      }
      removed.leadingTrivia = property.declaration.leadingTrivia
      fixIt = FixIt(
        message: Message(text: "Remove '@\(rawValue)'", severity: .note, id: "remove"),
        changes: [.replace(oldNode: Syntax(property.declaration), newNode: Syntax(removed))])
    }
    context.diagnose(
      Diagnostic(
        node: Syntax(attribute),
        message: Message(text: message, severity: .error, id: rawValue),
        fixIts: [fixIt]))
  }

  private var message: String {
    switch self {
    case .bindingState:
      "'@BindingState' cannot be used in '@ObservableState': every field is bindable as it is"
    default:
      "'@\(rawValue)' cannot be used in '@ObservableState'"
    }
  }

  /// A diagnostic or fix-it message.
  private struct Message: DiagnosticMessage, FixItMessage {
    let text: String
    let severity: DiagnosticSeverity
    let id: String

    var message: String { text }
    var diagnosticID: MessageID { MessageID(domain: "CairnMacros", id: id) }
    var fixItID: MessageID { diagnosticID }
  }
}
