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

  /// Property wrappers whose fields `@ObservableState` does not track.
  static let untrackedWrappers = [
    "Shared", "SharedReader", "Fetch", "FetchAll", "FetchOne", "PresentationState",
    "BindingState",
  ]

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
  /// whether the observable-state macros track it: what a dump of the value shows.
  var dumpedProperties: [(name: String, isTracked: Bool)] {
    memberBlock.members.flatMap { member -> [(name: String, isTracked: Bool)] in
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
      else { return [] }
      if let property = StoredProperty(variable) {
        return property.name.text.hasPrefix("_") ? [] : [(property.name.text, !property.isIgnored)]
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
