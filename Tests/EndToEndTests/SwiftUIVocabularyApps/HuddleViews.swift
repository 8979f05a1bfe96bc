import Cairn
import CairnWeb

// The huddles app's screens, in SwiftUI's 2023 vocabulary: `@Bindable`, `@State`, `@Binding`,
// `@FocusState` kept in step with a model by `bind(_:to:)`, `ForEach` over a binding,
// `onDelete`, a custom `LabelStyle`, and a theme picker drawn with shapes.

/// The huddles app, one instance per browser tab.
struct HuddlesApp: App {
  var body: some Scene {
    WindowGroup {
      NavigationStack {
        HuddleListView(model: HuddleListModel())
      }
    }
  }
}

/// The huddles as cards, with a toggle for a compact layout.
struct HuddleListView: View {
  @Bindable var model: HuddleListModel
  @State private var isCompact = false

  var body: some View {
    List {
      Toggle("Compact cards", isOn: $isCompact)
      ForEach(model.huddles) { huddle in
        HuddleCard(huddle: huddle, isCompact: isCompact)
      }
    }
    .navigationTitle("Daily huddles")
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("New huddle") { model.addTapped() }
      }
    }
    .sheet(item: $model.destination.add) { $draft in
      NavigationStack {
        HuddleForm(draft: $draft)
          .navigationTitle("New huddle")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Dismiss") { model.dismissAddTapped() }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Add") { model.confirmAddTapped() }
            }
          }
      }
    }
  }
}

/// One huddle's card: its title, its members and its length, on its theme's colour.
struct HuddleCard: View {
  let huddle: Huddle
  let isCompact: Bool

  var body: some View {
    VStack(alignment: .leading) {
      Text(huddle.title).font(.headline)
      if !isCompact {
        HStack {
          Label("\(huddle.members.count) members", systemImage: "person.3")
          Spacer()
          Label("\(huddle.minutes) min", systemImage: "clock")
            .labelStyle(.iconAfterTitle)
        }
        .font(.caption)
      }
    }
    .padding()
    .foregroundColor(huddle.theme.accent)
    .background(huddle.theme.main)
  }
}

/// A label style that writes the title first and the icon after it.
struct IconAfterTitleLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

extension LabelStyle where Self == IconAfterTitleLabelStyle {
  static var iconAfterTitle: IconAfterTitleLabelStyle { IconAfterTitleLabelStyle() }
}

/// The form for a huddle: its title, length and theme, and a field per member.
struct HuddleForm: View {
  @Binding var draft: HuddleDraft
  @FocusState private var focus: HuddleField?

  var body: some View {
    Form {
      Section(header: Text("About")) {
        TextField("Title", text: $draft.huddle.title)
          .focused($focus, equals: .title)
        Stepper(value: $draft.huddle.minutes, in: 5...60, step: 5) {
          Text("Length: \(draft.huddle.minutes) min")
        }
        ThemePicker(selection: $draft.huddle.theme)
        ThemeSwatch(theme: draft.huddle.theme)
      }
      Section(header: Text("Members")) {
        ForEach($draft.huddle.members) { $member in
          TextField("Member name", text: $member.name)
            .focused($focus, equals: .member(member.id))
        }
        .onDelete { offsets in draft.removeMembers(atOffsets: offsets) }
        Button("New member") { draft.addMember() }
      }
    }
    .bind($draft.focus, to: $focus)
  }
}

/// The chosen theme as the card will wear it: its name on a rounded swatch of its colour.
struct ThemeSwatch: View {
  let theme: HuddleTheme

  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 8)
        .fill(theme.main)
      Text("\(theme.name) theme")
        .padding(8)
    }
    .foregroundColor(theme.accent)
    .fixedSize(horizontal: false, vertical: true)
  }
}

/// A picker of themes, each drawn as a swatch with its name.
struct ThemePicker: View {
  @Binding var selection: HuddleTheme

  var body: some View {
    Picker("Theme", selection: $selection) {
      ForEach(HuddleTheme.allCases) { theme in
        ZStack {
          RoundedRectangle(cornerRadius: 4)
            .fill(theme.main)
          Label(theme.name, systemImage: "paintpalette")
            .padding(4)
        }
        .foregroundColor(theme.accent)
        .fixedSize(horizontal: false, vertical: true)
        .tag(theme)
      }
    }
  }
}
