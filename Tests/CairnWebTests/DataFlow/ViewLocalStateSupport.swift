@_spi(Runtime) import CairnWeb

/// A counter that keeps its count in `@State`, starting where its parent says.
struct StateCounter: View {
  let label: String
  @State var count: Int

  init(label: String, start: Int = 0) {
    self.label = label
    _count = State(initialValue: start)
  }

  var body: some View {
    VStack {
      Text("\(label): \(count)")
      Button("Increment \(label)") { count += 1 }
    }
  }
}

/// What the parent of a counter reads: whether to show it, and the start it passes down.
@MainActor @Observable
final class CounterHost {
  var showsCounter = true
  var start = 0
  var redraws = 0
}

/// Shows a counter (or not), handing it a start that may change.
struct CounterHostView: View {
  let host: CounterHost

  var body: some View {
    VStack {
      Text("Redraws: \(host.redraws)")
      if host.showsCounter {
        StateCounter(label: "A", start: host.start)
      }
    }
  }
}

/// An observable model a view keeps in `@State`.
@MainActor @Observable
final class MemoPad {
  var title = ""
}

/// A view that keeps its model in `@State` and edits it through `$model.title`.
struct MemoPadView: View {
  @State var model: MemoPad

  var body: some View {
    VStack {
      TextField("Title", text: $model.title)
      Text("Title: \(model.title)")
    }
  }
}

/// A child that edits its parent's value through `@Binding`, made with the memberwise
/// initializer as SwiftUI code does: `NameField(name: $name)`.
struct NameField: View {
  @Binding var name: String

  var body: some View {
    TextField("Name", text: $name)
  }
}

/// A parent that owns a name in `@State` and an optional selection with no initial value.
struct NameOwner: View {
  @State var name = "Ada"
  @State var selection: Int?

  var body: some View {
    VStack {
      NameField(name: $name)
      Text("Hello, \(name)")
      Text("Selection: \(selection.map(String.init) ?? "none")")
      Button("Select") { selection = 7 }
    }
  }
}

/// A row of an editable list.
struct Member: Identifiable, Equatable {
  let id: Int
  var name: String
}

/// A model with a list edited row by row through element bindings.
@MainActor @Observable
final class RosterModel {
  var members = [Member(id: 1, name: "Ann"), Member(id: 2, name: "Bob"), Member(id: 3, name: "Cy")]
}

/// Every member's name in a field of its own, through `ForEach($model.members)`.
struct RosterView: View {
  @Bindable var model: RosterModel

  var body: some View {
    VStack {
      ForEach($model.members) { $member in
        TextField("Member \(member.id)", text: $member.name)
      }
    }
  }
}

/// Plain strings edited in place, identified by themselves.
struct WordsView: View {
  @State var words = ["one", "two"]

  var body: some View {
    VStack {
      ForEach($words, id: \.self) { $word in
        TextField("Word \(word)", text: $word)
      }
      Text(words.joined(separator: ","))
    }
  }
}
