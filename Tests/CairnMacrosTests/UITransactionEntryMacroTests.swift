import CairnMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// Expansion tests for `@UITransactionEntry`.
@Suite(
  "@UITransactionEntry expansion",
  .macros(["UITransactionEntry": UITransactionEntryMacro.self], record: .never))
struct UITransactionEntryMacroTests {
  @Test func aVarWithAnInitialValueGetsAKeyAndAccessors() {
    assertMacro {
      """
      extension UITransaction {
        @UITransactionEntry var isUserDismissal: Bool = false
        @UITransactionEntry var origin: String?
        @UITransactionEntry var count = 0
      }
      """
    } expansion: {
      """
      extension UITransaction {
        var isUserDismissal: Bool {
          get {
            self[__Key_isUserDismissal.self]
          }
          set {
            self[__Key_isUserDismissal.self] = newValue
          }
          _modify {
            yield &self[__Key_isUserDismissal.self]
          }
        }

        private enum __Key_isUserDismissal: Cairn.UITransactionKey {
          static var defaultValue: Bool {
            false
          }
        }
        var origin: String? {
          get {
            self[__Key_origin.self]
          }
          set {
            self[__Key_origin.self] = newValue
          }
          _modify {
            yield &self[__Key_origin.self]
          }
        }

        private enum __Key_origin: Cairn.UITransactionKey {
          static var defaultValue: String? {
            nil
          }
        }
        var count {
          get {
            self[__Key_count.self]
          }
          set {
            self[__Key_count.self] = newValue
          }
          _modify {
            yield &self[__Key_count.self]
          }
        }

        private enum __Key_count: Cairn.UITransactionKey {
          static let defaultValue = 0
        }
      }
      """
    }
  }

  @Test func outsideAnExtensionOfUITransactionItIsRejected() {
    assertMacro {
      """
      struct Settings {
        @UITransactionEntry var flag = false
      }
      """
    } diagnostics: {
      """
      struct Settings {
        @UITransactionEntry var flag = false
        ┬──────────────────
        ╰─ 🛑 '@UITransactionEntry' applies to a 'var' in an extension of 'UITransaction'
      }
      """
    }
  }

  @Test func aNonOptionalWithoutAnInitialValueIsRejected() {
    assertMacro {
      """
      extension UITransaction {
        @UITransactionEntry var flag: Bool
      }
      """
    } diagnostics: {
      """
      extension UITransaction {
        @UITransactionEntry var flag: Bool
                                ┬─────────
                                ╰─ 🛑 '@UITransactionEntry' needs a default value: give the 'var' an initial value or an optional type
      }
      """
    }
  }
}
