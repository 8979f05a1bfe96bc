import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservationStateTracked`: turns a stored `var` of observable state into accessors over
/// hidden storage (`_name`) that report reads and changes to the state's registrar.
public enum ObservationStateTrackedMacro {}

extension ObservationStateTrackedMacro: AccessorMacro {
  /// `init` (for initial values and memberwise initializers), `get`, `set` and `_modify`.
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let property = StoredProperty(variable), !property.isIgnored
    else { return [] }
    let name = property.name
    let storage: TokenSyntax = "_\(name)"
    return [
      """
      @storageRestrictions(initializes: \(storage))
      init(initialValue) {
        \(storage) = initialValue
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(name))
        return \(storage)
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(self, keyPath: \\.\(name), &\(storage), newValue, CairnArchitecture._$shouldNotifyObservers)
      }
      """,
      """
      _modify {
        let identity = _$observationRegistrar.willModify(self, keyPath: \\.\(name), &\(storage))
        defer {
          _$observationRegistrar.didModify(self, keyPath: \\.\(name), &\(storage), identity)
        }
        yield &\(storage)
      }
      """,
    ]
  }
}

extension ObservationStateTrackedMacro: PeerMacro {
  /// The hidden storage, `_name`, with the property's type and initial value.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      let property = StoredProperty(variable), !property.isIgnored
    else { return [] }
    var binding = property.binding.trimmed
    binding.pattern = PatternSyntax(IdentifierPatternSyntax(identifier: "_\(property.name)"))
    return ["@ObservationStateIgnored var \(binding)"]
  }
}

/// `@ObservationStateIgnored`: a marker; the property stays as written.
public enum ObservationStateIgnoredMacro: AccessorMacro {
  /// No accessors.
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
