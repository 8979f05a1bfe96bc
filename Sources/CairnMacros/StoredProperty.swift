import SwiftSyntax

/// A stored `var` of a struct, as the observable-state macros see it.
struct StoredProperty {
  let declaration: VariableDeclSyntax
  let binding: PatternBindingSyntax
  let name: TokenSyntax

  /// The property `declaration` declares, when it is one stored instance `var` with a simple
  /// name (not `let`, `static`, `lazy`, computed or observed).
  init?(_ declaration: VariableDeclSyntax) {
    guard declaration.bindingSpecifier.tokenKind == .keyword(.var),
      declaration.bindings.count == 1,
      let binding = declaration.bindings.first,
      binding.accessorBlock == nil,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    let excluded: Set<String> = ["static", "class", "lazy"]
    guard !declaration.modifiers.contains(where: { excluded.contains($0.name.text) }) else {
      return nil
    }
    self.declaration = declaration
    self.binding = binding
    self.name = identifier.identifier.trimmed
  }

  /// Whether the property carries the attribute `name` (qualified or not).
  func hasAttribute(_ name: String) -> Bool {
    declaration.attributes.contains { element in
      guard let attribute = element.as(AttributeSyntax.self) else { return false }
      return attribute.attributeName.trimmedDescription.split(separator: ".").last.map(String.init)
        == name
    }
  }

  /// Whether the observable-state macros leave it alone: ignored, macro storage, or held by a
  /// property wrapper that observes itself (Composable Architecture's list: `@Shared`,
  /// `@SharedReader`, and Sharing-GRDB's `@Fetch`, `@FetchAll`, `@FetchOne`) or that
  /// `@ObservableState` rejects (`@PresentationState`, `@BindingState`: diagnosed).
  var isIgnored: Bool {
    hasAttribute("ObservationStateIgnored") || hasAttribute("Presents")
      || Self.untrackedWrappers.contains(where: hasAttribute)
      || name.text.hasPrefix("_")
  }

  /// Whether a dump of the value shows the property wrapper itself rather than its value:
  /// a shared reference dumps as its value but diffs as the change a test store tracked on
  /// it, which only the wrapper knows.
  var dumpsWrapper: Bool {
    Self.sharedWrappers.contains(where: hasAttribute)
  }

  /// The wrappers that hold shared state: they observe themselves and a test store asserts on
  /// their changes.
  static let sharedWrappers = ["Shared", "SharedReader", "Fetch", "FetchAll", "FetchOne"]

  /// Property wrappers whose fields `@ObservableState` does not track.
  static let untrackedWrappers =
    [
      "PresentationState", "BindingState",
    ] + sharedWrappers

  /// The attribute `name` on the property, if it carries it.
  func attribute(_ name: String) -> AttributeSyntax? {
    declaration.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first {
      $0.attributeName.trimmedDescription.split(separator: ".").last.map(String.init) == name
    }
  }
}

extension DeclGroupSyntax {
  /// The stored properties the observable-state macros track, in declaration order.
  var storedProperties: [StoredProperty] {
    memberBlock.members.compactMap { member in
      member.decl.as(VariableDeclSyntax.self).flatMap(StoredProperty.init)
    }
  }

  /// The names of every stored instance property, `let`s included, in declaration order, with
  /// whether a dump reads its underscored storage (a tracked field's, or a shared wrapper):
  /// what a dump of the value shows.
  var dumpedProperties: [(name: String, readsStorage: Bool)] {
    memberBlock.members.flatMap { member -> [(name: String, readsStorage: Bool)] in
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
      else { return [] }
      if let property = StoredProperty(variable) {
        guard !property.name.text.hasPrefix("_") else { return [] }
        return [(property.name.text, !property.isIgnored || property.dumpsWrapper)]
      }
      return variable.bindings.compactMap { binding in
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          !name.hasPrefix("_"), binding.isStored
        else { return nil }
        return (name, false)
      }
    }
  }

  /// The access modifier (`public`, `package`, …) written on the declaration, with a trailing
  /// space, or nothing.
  var accessPrefix: String {
    let levels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    guard let modifier = modifiers.first(where: { levels.contains($0.name.text) }) else {
      return ""
    }
    // Members of a private type are visible where the type is: fileprivate.
    return modifier.name.text == "private" ? "fileprivate " : "\(modifier.name.text) "
  }
}

extension PatternBindingSyntax {
  /// Whether the binding stores a value: no accessors, or only `willSet`/`didSet`.
  var isStored: Bool {
    guard let accessorBlock else { return true }
    guard case .accessors(let accessors) = accessorBlock.accessors else { return false }
    return accessors.allSatisfy {
      [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
    }
  }
}
