import CairnArchitecture
import CairnArchitectureWeb
import CairnWeb

/// A counter's view, written with `WithViewStore` as in TCA 1.0.
struct LegacyCounterView: View {
  let store: StoreOf<LegacyCounter>
  var label = "Count"

  var body: some View {
    WithViewStore(store, observe: \.count) { viewStore in
      Text("\(label): \(viewStore.state)")
      Button("Increment \(label)") { viewStore.send(.incrementButtonTapped) }
    }
  }
}

/// The parent's screen, with one of each store-driven view of TCA 1.0.
struct LegacyParentView: View {
  let store: StoreOf<LegacyParent>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      Text("Title: \(viewStore.title)")
      TextField("Title", text: viewStore.binding(get: \.title, send: { .titleChanged($0) }))
      Button("Show sheet") { viewStore.send(.showSheetButtonTapped) }
      Button("Show alert") { viewStore.send(.showAlertButtonTapped) }
      IfLetStore(store.scope(state: \.optional, action: { .optional($0) })) { store in
        LegacyCounterView(store: store, label: "Optional")
      } else: {
        Text("No optional counter")
      }
      SwitchStore(store.scope(state: \.screen, action: { .screen($0) })) { state in
        switch state {
        case .first:
          CaseLet(
            { (state: LegacyParent.Screen.State) in
              if case .first(let counter) = state { counter } else { nil }
            },
            action: LegacyParent.Screen.Action.first
          ) {
            LegacyCounterView(store: $0, label: "First")
          }
        case .second:
          CaseLet(
            AnyCasePath(\LegacyParent.Screen.State.Cases.second),
            action: LegacyParent.Screen.Action.second
          ) {
            LegacyCounterView(store: $0, label: "Second")
          }
        }
      }
      ForEachStore(store.scope(state: \.counters, action: { .counters($0) })) { store in
        LegacyCounterView(store: store, label: "Row \(store.withState(\.id))")
      }
    }
    .sheet(store: store.scope(state: \.$sheet, action: { .sheet($0) })) { store in
      LegacyCounterView(store: store, label: "Sheet")
        .navigationTitle("Sheet counter")
    }
    .alert(store: store.scope(state: \.$alert, action: { .alert($0) }))
  }
}

/// The parent's stack, with `NavigationStackStore`.
struct LegacyStackView: View {
  let store: StoreOf<LegacyParent>

  var body: some View {
    NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
      Text("Root")
        .navigationTitle("Root")
    } destination: { store in
      LegacyCounterView(store: store, label: "Pushed")
        .navigationTitle("Pushed")
    }
  }
}

/// The parent's sheet child drilled down to with `navigationDestination(store:)`.
struct LegacyDrillDownView: View {
  let store: StoreOf<LegacyParent>

  var body: some View {
    NavigationStack {
      Text("Root")
        .navigationTitle("Root")
        .navigationDestination(store: store.scope(state: \.$sheet, action: { .sheet($0) })) {
          LegacyCounterView(store: $0, label: "Drilled")
            .navigationTitle("Drilled")
        }
    }
  }
}

/// The parent's sheet child in a popover, picked out with the `state:action:` form.
struct LegacyPopoverView: View {
  let store: StoreOf<LegacyParent>

  var body: some View {
    Text("Anchor")
      .popover(
        store: store.scope(state: \.$sheet, action: { .sheet($0) }),
        state: { $0 },
        action: { $0 },
        content: {
          LegacyCounterView(store: $0, label: "Popover").navigationTitle("Popover counter")
        }
      )
  }
}

/// A `CaseLet` with no `SwitchStore` around it.
struct StrayCaseLetView: View {
  var body: some View {
    Text("Before")
    CaseLet(
      { (state: LegacyParent.Screen.State) in
        if case .first(let counter) = state { counter } else { nil }
      },
      action: LegacyParent.Screen.Action.first,
      then: { LegacyCounterView(store: $0, label: "Stray") }
    )
  }
}
