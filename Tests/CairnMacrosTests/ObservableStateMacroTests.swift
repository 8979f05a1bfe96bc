import CairnMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// Expansion tests for `@ObservableState` and the field macros it adds.
@Suite(
  "@ObservableState expansion",
  .macros(
    [
      "ObservableState": MacroSpec(
        type: ObservableStateMacro.self,
        conformances: ["ObservableState", "CustomDumpReflectable"]),
      "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
      "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
    ],
    record: .never))
struct ObservableStateMacroTests {
  @Test func aStructsStoredVarsBecomeTrackedAccessorsOverHiddenStorage() {
    assertMacro {
      """
      @ObservableState
      public struct State: Equatable {
        var count = 0
        var title: String
        let id: Int
        var doubled: Int { count * 2 }
        static var shared = 1
        @ObservationStateIgnored var scratch = ""
      }
      """
    } expansion: {
      #"""
      public struct State: Equatable {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, CairnArchitecture._$shouldNotifyObservers)
          }
          _modify {
            let identity = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.count, &_count, identity)
            }
            yield &_count
          }
        }

        var _count = 0
        var title: String {
          @storageRestrictions(initializes: _title)
          init(initialValue) {
            _title = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.title)
            return _title
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.title, &_title, newValue, CairnArchitecture._$shouldNotifyObservers)
          }
          _modify {
            let identity = _$observationRegistrar.willModify(self, keyPath: \.title, &_title)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.title, &_title, identity)
            }
            yield &_title
          }
        }

        var _title: String
        let id: Int
        var doubled: Int { count * 2 }
        static var shared = 1
        var scratch = ""

        var _$observationRegistrar = CairnArchitecture.ObservationStateRegistrar()

        public var _$id: CairnArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public var customDumpMirror: Mirror {
          Mirror(self, children: [("count", self._count as Any), ("title", self._title as Any), ("id", self.id as Any), ("scratch", self.scratch as Any)] as [Mirror.Child], displayStyle: .struct)
        }
      }

      extension State: CairnArchitecture.ObservableState, CustomDump.CustomDumpReflectable {
      }
      """#
    }
  }

  @Test func anEnumGetsAnIdentityPerCase() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case counter(Counter.State)
        case about
        case pair(Int, Int)
      }
      """
    } expansion: {
      """
      enum State {
        case counter(Counter.State)
        case about
        case pair(Int, Int)

        var _$id: CairnArchitecture.ObservableStateID {
          switch self {
          case let .counter(payload):
            return ._$id(for: payload)._$tag(0)
          case .about:
            return ._$caseWithoutPayload._$tag(1)
          case .pair:
            return CairnArchitecture.ObservableStateID()
          }
        }

        mutating func _$willModify() {
          switch self {
          case var .counter(payload):
            CairnArchitecture._$willModify(&payload)
            self = .counter(payload)
          case .about:
            break
          case .pair:
            break
          }
        }
      }

      extension State: CairnArchitecture.ObservableState {
      }
      """
    }
  }

  @Test func aClassIsRejected() {
    assertMacro {
      """
      @ObservableState
      final class Model {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 '@ObservableState' can only be applied to a struct or an enum
      final class Model {
        var count = 0
      }
      """
    }
  }
}
