import CairnMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// Expansion tests for `@ObservableState` on state that holds shared references (issue 31):
/// `@Shared` and `@SharedReader` fields get no accessors and no storage of the macro's (the
/// wrapper observes itself), keep the memberwise initializer's `Shared` parameter, and a dump
/// reads the wrapper, so a test store's diff can show what changed in the shared value.
@Suite(
  "@ObservableState with shared fields",
  .macros(
    [
      "ObservableState": MacroSpec(
        type: ObservableStateMacro.self,
        conformances: ["ObservableState", "CustomDumpReflectable"]),
      "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
      "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
    ],
    record: .never))
struct ObservableStateSharedTests {
  @Test func sharedFieldWithoutDefaultIsLeftToTheMemberwiseInitializer() {
    assertMacro {
      """
      @ObservableState
      public struct State: Equatable {
        @Shared public var room: Room
        @Shared(.rooms) var rooms
        @SharedReader(.inMemory("motd")) var motd = ""
        @CairnSharing.Shared(value: 0) var visits
      }
      """
    } expansion: {
      """
      public struct State: Equatable {
        @Shared public var room: Room
        @Shared(.rooms) var rooms
        @SharedReader(.inMemory("motd")) var motd = ""
        @CairnSharing.Shared(value: 0) var visits

        var _$observationRegistrar = CairnArchitecture.ObservationStateRegistrar()

        public var _$id: CairnArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public var customDumpMirror: Mirror {
          Mirror(self, children: [("room", self._room as Any), ("rooms", self._rooms as Any), ("motd", self._motd as Any), ("visits", self._visits as Any)] as [Mirror.Child], displayStyle: .struct)
        }
      }

      extension State: CairnArchitecture.ObservableState, CustomDump.CustomDumpReflectable {
      }
      """
    }
  }

  @Test func sharedFieldBesideTrackedAndIgnoredFieldsKeepsDeclarationOrderInTheDump() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var draft = ""
        @Shared var meeting: Meeting
        @ObservationStateIgnored var cache = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        var draft {
          @storageRestrictions(initializes: _draft)
          init(initialValue) {
            _draft = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.draft)
            return _draft
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.draft, &_draft, newValue, CairnArchitecture._$shouldNotifyObservers)
          }
          _modify {
            let identity = _$observationRegistrar.willModify(self, keyPath: \.draft, &_draft)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.draft, &_draft, identity)
            }
            yield &_draft
          }
        }

        var _draft = ""
        @Shared var meeting: Meeting
        var cache = 0

        var _$observationRegistrar = CairnArchitecture.ObservationStateRegistrar()

        var _$id: CairnArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        var customDumpMirror: Mirror {
          Mirror(self, children: [("draft", self._draft as Any), ("meeting", self._meeting as Any), ("cache", self.cache as Any)] as [Mirror.Child], displayStyle: .struct)
        }
      }

      extension State: CairnArchitecture.ObservableState, CustomDump.CustomDumpReflectable {
      }
      """#
    }
  }
}
