import CairnMacros
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Expansion tests for `@CaseBindable`.
@Suite("@CaseBindable expansion")
struct CaseBindableMacroTests {
  /// `@CaseBindable` alone; `@CasePathable` is not expanded here, so only Cairn's part shows.
  let specs: [String: MacroSpec] = [
    "CaseBindable": MacroSpec(
      type: CaseBindableMacro.self,
      conformances: ["CasePathable", "CasePathIterable", "CaseBindable"])
  ]

  @Test func besideCasePathableItAddsTheBindingEnumerationAndItsConformance() {
    expand(
      """
      @CasePathable @CaseBindable
      enum Status {
        case inStock(quantity: Int)
        case onSale(price: Int, discount: Int)
        case discontinued
      }
      """,
      into: """
        @CasePathable
        enum Status {
          case inStock(quantity: Int)
          case onSale(price: Int, discount: Int)
          case discontinued

          public enum UIBindingEnumeration {
            case inStock(Cairn.UIBinding<Int>)
            case onSale(Cairn.UIBinding<(price: Int, discount: Int)>)
            case discontinued
          }

          public static func _$caseBinding(_ binding: Cairn.UIBinding<Self>) -> UIBindingEnumeration {
            switch binding.wrappedValue {
            case .inStock:
              return .inStock(binding._$case(\\.inStock))
            case .onSale:
              return .onSale(binding._$case(\\.onSale))
            case .discontinued:
              return .discontinued
            }
          }
        }

        extension Status: CaseBindable {
        }
        """
    )
  }

  @Test func aloneItAlsoWritesTheCasePaths() {
    let expanded = expansion(
      """
      @CaseBindable
      enum Route {
        case detail(String)
      }
      """)
    #expect(expanded.contains("public struct AllCasePaths"))
    #expect(expanded.contains("public var detail: CasePaths.AnyCasePath<Route, String>"))
    #expect(expanded.contains("case detail(Cairn.UIBinding<String>)"))
    #expect(expanded.contains("extension Route: CasePathable, CasePathIterable, CaseBindable"))
  }

  @Test func itRefusesAStruct() {
    expand(
      """
      @CaseBindable
      struct Item {}
      """,
      into: """
        struct Item {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@CaseBindable' can only be applied to an enum", line: 1, column: 1)
      ]
    )
  }

  private func expand(
    _ source: String,
    into expected: String,
    diagnostics: [DiagnosticSpec] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    assertMacroExpansion(
      source,
      expandedSource: expected,
      diagnostics: diagnostics,
      macroSpecs: specs,
      indentationWidth: .spaces(2),
      failureHandler: { failure in
        Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
      }
    )
  }

  /// The expanded text, for checks on parts of a long expansion.
  private func expansion(_ source: String) -> String {
    let file = Parser.parse(source: source)
    let context = BasicMacroExpansionContext(
      sourceFiles: [file: .init(moduleName: "TestModule", fullFilePath: "test.swift")])
    return file.expand(
      macroSpecs: specs, contextGenerator: { _ in context }, indentationWidth: .spaces(2)
    ).description
  }
}
