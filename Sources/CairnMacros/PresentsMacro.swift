import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents`: an optional child's state held in a `PresentationState`, with the optional
/// (`destination`) read and written through the observable state's registrar, and the
/// presentation itself (`$destination`) for `ifLet`.
public enum PresentsMacro {}

extension PresentsMacro: AccessorMacro {
  /// `init`, `get`, `set` and `_modify` of the optional, over the presentation's storage.
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = try presentedProperty(declaration, node) else { return [] }
    let name = property.name
    return [
      """
      @storageRestrictions(initializes: _\(name))
      init(initialValue) {
        _\(name) = CairnArchitecture.PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(name))
        return _\(name).wrappedValue
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(self, keyPath: \\.\(name), &_\(name), _\(name)._presenting(newValue), CairnArchitecture._$shouldNotifyObservers)
      }
      """,
      """
      _modify {
        let identity = _$observationRegistrar.willModify(self, keyPath: \\.\(name), &_\(name).wrappedValue)
        defer {
          _$observationRegistrar.didModify(self, keyPath: \\.\(name), &_\(name).wrappedValue, identity)
        }
        yield &_\(name).wrappedValue
      }
      """,
    ]
  }
}

extension PresentsMacro: PeerMacro {
  /// The storage (`_destination`) and the projection (`$destination`). A property the macro
  /// can't apply to is diagnosed once, by the accessor role.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = try? presentedProperty(declaration, node) else { return [] }
    let name = property.name
    let presentation = "CairnArchitecture.PresentationState<\(property.wrapped)>"
    return [
      """
      \(raw: property.access)var $\(name): \(raw: presentation) {
        get {
          _$observationRegistrar.access(self, keyPath: \\.\(name))
          return _\(name)
        }
        set {
          _$observationRegistrar.mutate(self, keyPath: \\.\(name), &_\(name), newValue, CairnArchitecture._$shouldNotifyObservers)
        }
        _modify {
          let identity = _$observationRegistrar.willModify(self, keyPath: \\.\(name), &_\(name).wrappedValue)
          defer {
            _$observationRegistrar.didModify(self, keyPath: \\.\(name), &_\(name).wrappedValue, identity)
          }
          yield &_\(name)
        }
      }
      """,
      "@ObservationStateIgnored var _\(name) = \(raw: presentation)(wrappedValue: nil)",
    ]
  }

  /// The property's name, the presented type (the optional's wrapped type) and its access
  /// modifier; diagnoses a property that isn't an optional `var` with a type.
  private static func presentedProperty(
    _ declaration: some DeclSyntaxProtocol, _ node: AttributeSyntax
  ) throws -> (name: TokenSyntax, wrapped: String, access: String)? {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let property = StoredProperty(variable),
      let type = property.binding.typeAnnotation?.type
    else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(node: Syntax(node), message: CairnMacroDiagnostic.presentsNeedsOptionalVar)
      ])
    }
    let wrapped: String
    if let optional = type.as(OptionalTypeSyntax.self) {
      wrapped = optional.wrappedType.trimmedDescription
    } else if let identifier = type.as(IdentifierTypeSyntax.self),
      identifier.name.text == "Optional",
      let argument = identifier.genericArgumentClause?.arguments.first
    {
      wrapped = argument.trimmedDescription
    } else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(node: Syntax(node), message: CairnMacroDiagnostic.presentsNeedsOptionalVar)
      ])
    }
    let levels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    let access =
      variable.modifiers.first { levels.contains($0.name.text) }
      .map { "\($0.name.text) " } ?? ""
    return (property.name, wrapped, access)
  }
}
