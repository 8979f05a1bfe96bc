import Cairn
import CairnWeb

// The workshop app's screens, in SwiftUI's 2021 vocabulary: `App`, `WindowGroup`,
// `@ObservedObject`, `TabView(selection:)`, `NavigationView`, a Boolean `NavigationLink`,
// `sheet`/`popover(unwrapping:case:)` and an alert presenting the part it asks about.

/// The workshop app, one instance per browser tab.
struct WorkshopApp: App {
  var body: some Scene {
    WindowGroup {
      WorkshopRootView(model: WorkshopModel())
    }
  }
}

/// The tab view: an overview and the shelf.
struct WorkshopRootView: View {
  @ObservedObject var model: WorkshopModel

  var body: some View {
    TabView(selection: $model.tab) {
      WorkshopOverview(model: model, shelf: model.shelf)
        .tabItem { Label("Overview", systemImage: "star") }
        .tag(WorkshopTab.overview)
      ShelfView(model: model.shelf)
        .tabItem { Label("Shelf", systemImage: "list.bullet") }
        .tag(WorkshopTab.shelf)
    }
  }
}

/// A count of the parts, and a button that switches to the shelf.
struct WorkshopOverview: View {
  @ObservedObject var model: WorkshopModel
  @ObservedObject var shelf: ShelfModel

  var body: some View {
    NavigationView {
      VStack(spacing: 12) {
        Text("\(shelf.parts.count) kinds of part on the shelf")
        Button("Open the shelf") { model.tab = .shelf }
      }
      .navigationBarTitle("Workshop")
    }
  }
}

/// The shelf's list, with everything it presents.
struct ShelfView: View {
  @ObservedObject var model: ShelfModel

  var body: some View {
    NavigationView {
      List {
        ForEach(model.parts) { part in
          ShelfRow(model: model, part: part)
        }
      }
      .navigationBarTitle("Shelf")
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("Add part") { model.addTapped() }
        }
      }
      .sheet(unwrapping: $model.route, case: \.add) { $draft in
        NavigationView {
          PartForm(part: $draft)
            .navigationBarTitle("New part")
            .toolbar {
              ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { model.cancel() }
              }
              ToolbarItem(placement: .confirmationAction) {
                Button("Save part") { model.confirmAdd(draft) }
              }
            }
        }
      }
      .popover(unwrapping: $model.route, case: \.duplicate) { $copy in
        VStack {
          PartForm(part: $copy)
          HStack {
            Button("Cancel") { model.cancel() }
            Button("Add copy") { model.confirmAdd(copy) }
          }
        }
        .navigationTitle("Duplicate")
      }
      .alert(
        "Remove this part?",
        isPresented: Binding(
          get: { model.partToRemove != nil },
          set: { isPresented in if !isPresented { model.cancel() } }),
        presenting: model.partToRemove
      ) { part in
        Button("Remove \(part.name)", role: .destructive) { model.confirmRemove(part) }
        Button("Cancel", role: .cancel) {}
      } message: { part in
        Text("\(part.count) × \(part.name) leave the shelf.")
      }
    }
  }
}

/// One part: a swatch, its name and count, a link to edit it, and icon buttons to duplicate
/// and remove it.
struct ShelfRow: View {
  @ObservedObject var model: ShelfModel
  let part: WorkshopPart

  var body: some View {
    HStack {
      NavigationLink(
        isActive: Binding(
          get: { model.partBeingEdited?.id == part.id },
          set: { isActive in isActive ? model.editTapped(part) : model.cancel() })
      ) {
        PartEditor(model: model)
      } label: {
        HStack {
          Rectangle()
            .fill(part.finish.swatch)
            .frame(width: 24, height: 24)
          Text(part.name).font(.headline)
          Spacer()
          Text("×\(part.count)")
          if part.needsReorder {
            Text("reorder").foregroundColor(.red)
          }
        }
      }
      Button {
        model.duplicateTapped(part)
      } label: {
        Label("Duplicate", systemImage: "doc.on.doc").labelStyle(.iconOnly)
      }
      .accessibilityLabel("Duplicate \(part.name)")
      Button(role: .destructive) {
        model.removeTapped(part)
      } label: {
        Label("Remove", systemImage: "trash").labelStyle(.iconOnly)
      }
      .accessibilityLabel("Remove \(part.name)")
    }
  }
}

/// The pushed editor: a form over the part being edited, saved by its toolbar button.
struct PartEditor: View {
  @ObservedObject var model: ShelfModel

  var body: some View {
    if let draft = Binding<WorkshopPart>(unwrapping: $model.route, case: \.edit) {
      PartForm(part: draft)
        .navigationBarTitle("Edit \(draft.wrappedValue.name)")
        .toolbar {
          ToolbarItem(placement: .confirmationAction) {
            Button("Save changes") { model.saveEdit(draft.wrappedValue) }
          }
        }
    }
  }
}

/// The fields of a part: a name, a finish, a count and whether to reorder.
struct PartForm: View {
  @Binding var part: WorkshopPart

  var body: some View {
    Form {
      Section(header: Text("Part")) {
        TextField("Name", text: $part.name)
        Picker(selection: $part.finish, label: Text("Finish")) {
          ForEach(WorkshopPart.Finish.allCases, id: \.self) { finish in
            Text(finish.title).tag(finish)
          }
        }
        HStack {
          Rectangle().fill(part.finish.swatch).frame(width: 30, height: 30)
          Text(part.finish.title)
        }
      }
      Section(header: Text("Stock")) {
        Stepper(value: $part.count, in: 0...999) {
          Text("Count: \(part.count)")
        }
        Toggle(isOn: $part.needsReorder) {
          Text("Needs reordering")
        }
      }
    }
  }
}
