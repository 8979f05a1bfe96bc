import CairnArchitecture
import CairnArchitectureWeb
import CairnWeb
import CaseStudyFeatures

/// The sheet study: the editor is presented from `@Presents` state and closes itself.
struct ReducerSheetStudyView: View {
  @UIBindable var store: StoreOf<SheetStudyFeature>

  var body: some View {
    List {
      Section("Text") {
        Text(store.text)
        Button("Edit") { store.send(.editButtonTapped) }
      }
    }
    .navigationTitle("Sheet")
    .sheet(item: $store.scope(state: \.editor, action: \.editor)) { store in
      TextEditorView(store: store)
    }
  }
}

/// The editor child: a text field bound to its state, and buttons that dismiss it.
struct TextEditorView: View {
  @UIBindable var store: StoreOf<TextEditorFeature>

  var body: some View {
    Form {
      Section("Text") {
        TextField("Text", text: $store.text)
      }
      Section {
        Text("\(store.text.count) characters")
      }
    }
    .navigationTitle("Edit text")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { store.send(.cancelButtonTapped) }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { store.send(.saveButtonTapped) }
      }
    }
  }
}

/// The alerts study: an alert and a confirmation dialog from `AlertState`.
struct ReducerAlertsStudyView: View {
  @UIBindable var store: StoreOf<AlertsStudyFeature>

  var body: some View {
    List {
      Section("Count") {
        Text("Count: \(store.count)")
        Button("Change count") { store.send(.changeButtonTapped) }
        Button("Reset", role: .destructive) { store.send(.resetButtonTapped) }
      }
    }
    .navigationTitle("Alerts and dialogs")
    .alert($store.scope(state: \.alert, action: \.alert))
    .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
  }
}

/// The popover study: the tip closes itself.
struct ReducerPopoverStudyView: View {
  @UIBindable var store: StoreOf<PopoverStudyFeature>

  var body: some View {
    List {
      Section("Tip") {
        Button("Show tip") { store.send(.showTipButtonTapped) }
        Text("Shown \(store.timesShown) time\(store.timesShown == 1 ? "" : "s")")
      }
    }
    .navigationTitle("Popover")
    .popover(item: $store.scope(state: \.tip, action: \.tip)) { store in
      TipView(store: store)
    }
  }
}

/// The tip child.
struct TipView: View {
  let store: StoreOf<TipFeature>

  var body: some View {
    VStack {
      Text("Tip #\(store.number)").font(.headline)
      Text("A popover is a child feature too: its own button dismisses it.")
      Button("Got it") { store.send(.gotItButtonTapped) }
    }
  }
}

/// The drill-down study: a counter is pushed from `@Presents` state.
struct ReducerDrillDownStudyView: View {
  @UIBindable var store: StoreOf<DrillDownStudyFeature>

  var body: some View {
    List {
      Section("Counters") {
        ForEach(store.counters) { counter in
          Button("Counter \(counter.id): \(counter.count)") {
            store.send(.counterTapped(id: counter.id))
          }
        }
      }
    }
    .navigationTitle("Drill-down")
    .navigationDestination(item: $store.scope(state: \.counter, action: \.counter)) { store in
      CounterDetailView(store: store)
    }
  }
}

/// A counter drilled into.
struct CounterDetailView: View {
  let store: StoreOf<CounterDetailFeature>

  var body: some View {
    List {
      Section("Count") {
        CounterControls(
          count: store.count,
          decrement: { store.send(.decrementButtonTapped) },
          increment: { store.send(.incrementButtonTapped) })
      }
    }
    .navigationTitle("Counter \(store.id)")
  }
}

/// A screen of the stack study.
struct NumberScreenView: View {
  let store: StoreOf<NumberScreenFeature>

  var body: some View {
    List {
      Section("Stack") {
        Text("Screen \(store.number) of a stack held in StackState")
        Button("Push \(store.number + 1)") { store.send(.pushNextButtonTapped) }
        Button("Back (the screen dismisses itself)") { store.send(.backButtonTapped) }
        Button("Pop to the list") { store.send(.popToRootButtonTapped) }
      }
    }
    .navigationTitle("Screen \(store.number)")
  }
}

/// The destinations study: one enum drives a sheet, a popover and an alert.
struct ReducerDestinationsStudyView: View {
  @UIBindable var store: StoreOf<DestinationsStudyFeature>

  var body: some View {
    List {
      Section("Text") {
        Text(store.text.isEmpty ? "(empty)" : store.text)
        Button("Edit") { store.send(.editButtonTapped) }
        Button("Show tip") { store.send(.tipButtonTapped) }
        Button("Clear", role: .destructive) { store.send(.clearButtonTapped) }
      }
    }
    .navigationTitle("Destinations")
    .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { store in
      TextEditorView(store: store)
    }
    .popover(item: $store.scope(state: \.destination?.tip, action: \.destination.tip)) { store in
      TipView(store: store)
    }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  }
}
