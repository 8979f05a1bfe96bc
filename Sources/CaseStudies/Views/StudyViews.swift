import CairnWeb
import CaseStudyFeatures

struct SheetStudyView: View {
  @UIBindable var model: SheetStudyModel

  var body: some View {
    List {
      Section("Text") {
        Text(model.text)
        Button("Edit") { model.editButtonTapped() }
      }
    }
    .navigationTitle("Sheet")
    .sheet(item: $model.editor) { editor in
      EditorView(editor: editor, text: $model.text)
        .navigationTitle("Edit text")
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            Button("Done") { model.doneButtonTapped() }
          }
        }
    }
  }
}

/// The sheet's content: edits the parent's text through the binding it is handed.
struct EditorView: View {
  let editor: EditorModel
  @UIBinding var text: String

  init(editor: EditorModel, text: UIBinding<String>) {
    self.editor = editor
    self._text = text
  }

  var body: some View {
    Form {
      Section("Text") {
        TextField("Text", text: $text)
      }
      Section {
        Text("\(text.count) characters")
      }
    }
  }
}

struct AlertStudyView: View {
  @UIBindable var model: AlertStudyModel

  var body: some View {
    List {
      Section("Count") {
        Text("Count: \(model.count)")
        Button("Change count") { model.changeButtonTapped() }
        Button("Reset", role: .destructive) { model.resetButtonTapped() }
      }
    }
    .navigationTitle("Alerts and dialogs")
    .alert($model.destination.alert) { model.buttonTapped($0) }
    .confirmationDialog($model.destination.dialog) { model.buttonTapped($0) }
  }
}

struct PopoverStudyView: View {
  @UIBindable var model: PopoverStudyModel

  var body: some View {
    List {
      Button("Show info") { model.isInfoPresented = true }
    }
    .navigationTitle("Popover")
    .popover(isPresented: $model.isInfoPresented) {
      VStack {
        Text("Popovers are driven by a Boolean binding.").font(.headline)
        Text("Escape or a click outside sets it back to false.")
        Button("Close") { model.isInfoPresented = false }
      }
    }
  }
}

struct DrillDownStudyView: View {
  @UIBindable var model: DrillDownStudyModel

  var body: some View {
    List {
      Section("Counters") {
        ForEach(model.counters) { counter in
          Button("Counter \(counter.id): \(counter.count)") { model.selected = counter }
        }
      }
    }
    .navigationTitle("Drill-down")
    .navigationDestination(item: $model.selected) { counter in
      CounterView(model: counter)
    }
  }
}

struct CounterView: View {
  @UIBindable var model: CounterModel

  var body: some View {
    List {
      Section("Count") {
        Stepper("Count: \(model.count)", value: $model.count, in: 0...100)
      }
    }
    .navigationTitle("Counter \(model.id)")
  }
}

struct StackStudyView: View {
  let gallery: GalleryModel
  let number: Int?

  var body: some View {
    List {
      Section("Path") {
        Text(
          "Path: "
            + gallery.routes.compactMap { route -> String? in
              if case .number(let value) = route { return String(value) }
              return nil
            }.joined(separator: " → "))
        Button("Push \((number ?? 0) + 1)") { gallery.push(number: (number ?? 0) + 1) }
        if number != nil {
          Button("Pop to the stack's root") { gallery.popToStackRoot() }
        }
      }
    }
    .navigationTitle(number.map { "Screen \($0)" } ?? "Stack")
  }
}

struct FocusStudyView: View {
  @UIBindable var model: FocusStudyModel

  var body: some View {
    Form {
      Section("Profile") {
        TextField("Name", text: $model.name).focused($model.focus, equals: .name)
        TextField("Email", text: $model.email).focused($model.focus, equals: .email)
        TextField("Notes", text: $model.notes).focused($model.focus, equals: .notes)
      }
      Section {
        Button("Next field") { model.nextFieldTapped() }
        Button("Validate") { model.validateTapped() }
        if !model.message.isEmpty {
          Text(model.message)
        }
      }
    }
    .navigationTitle("Focus")
  }
}

struct DeepLinkStudyView: View {
  let gallery: GalleryModel

  var body: some View {
    List {
      Section("From the model") {
        Button("Open counter 3 of the drill-down") { gallery.openNestedCounter(3) }
      }
      Section("By URL (loads the page)") {
        Link("/drill-down/4", destination: "/drill-down/4")
        Link("/stack/1/2/3", destination: "/stack/1/2/3")
        Link("/sheet/edit", destination: "/sheet/edit")
        Link("/alerts/dialog", destination: "/alerts/dialog")
      }
    }
    .navigationTitle("Deep link")
  }
}
