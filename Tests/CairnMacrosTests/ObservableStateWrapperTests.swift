import CairnMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// Expansion tests for `@ObservableState` around property wrappers and markers: the wrappers
/// that observe themselves are left alone, Composable Architecture 1.0's wrappers and
/// Observation's markers are diagnosed with what to write instead, and enum cases in `#if`
/// blocks keep their conditions.
@Suite(
  "@ObservableState around property wrappers",
  .macros(
    [
      "ObservableState": MacroSpec(
        type: ObservableStateMacro.self,
        conformances: ["ObservableState", "CustomDumpReflectable"]),
      "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
      "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
    ],
    record: .never))
struct ObservableStateWrapperTests {
  @Test func sharedFieldsAreLeftAlone() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Shared(.appStorage("count")) var count = 0
        @SharedReader(value: "") var name: String
        var title = ""
      }
      """
    } expansion: {
      #"""
      struct State {
        @Shared(.appStorage("count")) var count = 0
        @SharedReader(value: "") var name: String
        var title {
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

        var _title = ""

        var _$observationRegistrar = CairnArchitecture.ObservationStateRegistrar()

        var _$id: CairnArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        var customDumpMirror: Mirror {
          Mirror(self, children: [("count", self._count as Any), ("name", self._name as Any), ("title", self._title as Any)] as [Mirror.Child], displayStyle: .struct)
        }
      }

      extension State: CairnArchitecture.ObservableState, CustomDump.CustomDumpReflectable {
      }
      """#
    }
  }

  @Test func presentationStateIsDiagnosedWithPresentsAsTheFix() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @PresentationState var child: Child.State?
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @PresentationState var child: Child.State?
        ┬─────────────────
        ╰─ 🛑 '@PresentationState' cannot be used in '@ObservableState'
           ✏️ Use '@Presents' instead
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State {
        @Presents var child: Child.State?
      }
      """
    } expansion: {
      """
      struct State {
        @Presents var child: Child.State?

        var _$observationRegistrar = CairnArchitecture.ObservationStateRegistrar()

        var _$id: CairnArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        var customDumpMirror: Mirror {
          Mirror(self, children: [("child", self.child as Any)] as [Mirror.Child], displayStyle: .struct)
        }
      }

      extension State: CairnArchitecture.ObservableState, CustomDump.CustomDumpReflectable {
      }
      """
    }
  }

  @Test func bindingStateIsDiagnosedWithItsRemovalAsTheFix() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @BindingState var text = ""
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @BindingState var text = ""
        ┬────────────
        ╰─ 🛑 '@BindingState' cannot be used in '@ObservableState': every field is bindable as it is
           ✏️ Remove '@BindingState'
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State {
        var text = ""
      }
      """
    } expansion: {
      #"""
      struct State {
        var text {
          @storageRestrictions(initializes: _text)
          init(initialValue) {
            _text = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.text)
            return _text
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.text, &_text, newValue, CairnArchitecture._$shouldNotifyObservers)
          }
          _modify {
            let identity = _$observationRegistrar.willModify(self, keyPath: \.text, &_text)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.text, &_text, identity)
            }
            yield &_text
          }
        }

        var _text = ""

        var _$observationRegistrar = CairnArchitecture.ObservationStateRegistrar()

        var _$id: CairnArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        var customDumpMirror: Mirror {
          Mirror(self, children: [("text", self._text as Any)] as [Mirror.Child], displayStyle: .struct)
        }
      }

      extension State: CairnArchitecture.ObservableState, CustomDump.CustomDumpReflectable {
      }
      """#
    }
  }

  @Test func observationsOwnIgnoredMarkerIsDiagnosed() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @ObservationIgnored var cache = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        @ObservationIgnored var cache = 0
        ┬──────────────────
        ╰─ 🛑 '@ObservationIgnored' cannot be used in '@ObservableState'
           ✏️ Use '@ObservationStateIgnored' instead
      }
      """
    } fixes: {
      """
      @ObservableState
      struct State {
        @ObservationStateIgnored var cache = 0
      }
      """
    } expansion: {
      """
      struct State {
        var cache = 0

        var _$observationRegistrar = CairnArchitecture.ObservationStateRegistrar()

        var _$id: CairnArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        var customDumpMirror: Mirror {
          Mirror(self, children: [("cache", self.cache as Any)] as [Mirror.Child], displayStyle: .struct)
        }
      }

      extension State: CairnArchitecture.ObservableState, CustomDump.CustomDumpReflectable {
      }
      """
    }
  }

  @Test func enumCasesInIfBlocksKeepTheirConditionsAndTheirNumbers() {
    assertMacro {
      """
      @ObservableState
      public enum State {
        case child(Child.State)
        #if os(Linux)
          case linux(Child.State)
        #elseif os(macOS)
          case mac(Child.State)
        #endif
        case about
      }
      """
    } expansion: {
      """
      public enum State {
        case child(Child.State)
        #if os(Linux)
          case linux(Child.State)
        #elseif os(macOS)
          case mac(Child.State)
        #endif
        case about

        public var _$id: CairnArchitecture.ObservableStateID {
          switch self {
          case let .child(payload):
            return ._$id(for: payload)._$tag(0)
          #if os(Linux)
          case let .linux(payload):
            return ._$id(for: payload)._$tag(1)
          #elseif os(macOS)
          case let .mac(payload):
            return ._$id(for: payload)._$tag(2)
          #endif
          case .about:
            return ._$caseWithoutPayload._$tag(3)
          }
        }

        public mutating func _$willModify() {
          switch self {
          case var .child(payload):
            CairnArchitecture._$willModify(&payload)
            self = .child(payload)
          #if os(Linux)
          case var .linux(payload):
            CairnArchitecture._$willModify(&payload)
            self = .linux(payload)
          #elseif os(macOS)
          case var .mac(payload):
            CairnArchitecture._$willModify(&payload)
            self = .mac(payload)
          #endif
          case .about:
            break
          }
        }
      }

      extension State: CairnArchitecture.ObservableState {
      }
      """
    }
  }
}
