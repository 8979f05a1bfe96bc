import CairnMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// Expansion tests for `@Presents`, alone and inside `@ObservableState`.
@Suite(
  "@Presents expansion",
  .macros(
    [
      "Presents": MacroSpec(type: PresentsMacro.self),
      "ObservableState": MacroSpec(
        type: ObservableStateMacro.self,
        conformances: ["ObservableState", "CustomDumpReflectable"]),
      "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
      "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
    ],
    record: .never))
struct PresentsMacroTests {
  @Test func anOptionalBecomesAPresentationWithItsProjection() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
        var count = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = CairnArchitecture.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination, _destination._presenting(newValue), CairnArchitecture._$shouldNotifyObservers)
          }
          _modify {
            let identity = _$observationRegistrar.willModify(self, keyPath: \.destination, &_destination.wrappedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.destination, &_destination.wrappedValue, identity)
            }
            yield &_destination.wrappedValue
          }
        }

        var $destination: CairnArchitecture.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination, newValue, CairnArchitecture._$shouldNotifyObservers)
          }
          _modify {
            let identity = _$observationRegistrar.willModify(self, keyPath: \.destination, &_destination.wrappedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.destination, &_destination.wrappedValue, identity)
            }
            yield &_destination
          }
        }

        var _destination = CairnArchitecture.PresentationState<Destination.State>(wrappedValue: nil)
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

        var _$observationRegistrar = CairnArchitecture.ObservationStateRegistrar()

        var _$id: CairnArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        var customDumpMirror: Mirror {
          Mirror(self, children: [("destination", self.destination as Any), ("count", self._count as Any)] as [Mirror.Child], displayStyle: .struct)
        }
      }

      extension State: CairnArchitecture.ObservableState, CustomDump.CustomDumpReflectable {
      }
      """#
    }
  }

  @Test func aNonOptionalIsRejected() {
    assertMacro {
      """
      struct State {
        @Presents var destination: Destination.State
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents var destination: Destination.State
        ┬────────
        ╰─ 🛑 '@Presents' applies to a 'var' of optional type, written out: '@Presents var destination: Destination.State?'
      }
      """
    }
  }
}
