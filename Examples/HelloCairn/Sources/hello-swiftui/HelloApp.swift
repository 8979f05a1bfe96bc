import CairnWeb

/// The state of the one screen: a name, and the greeting sheet while it is up.
@MainActor @Observable
final class HelloModel {
  var name = ""
  var greeting: Greeting?

  func greetButtonTapped() {
    greeting = Greeting(text: name.isEmpty ? "Hello!" : "Hello, \(name)!")
  }

  func doneButtonTapped() {
    greeting = nil
  }
}

/// What the sheet shows; its identity decides when the sheet is presented again.
struct Greeting: Identifiable {
  let id = UUID()
  let text: String
}

/// A field, a button, and a sheet driven by the model's optional `greeting`.
struct HelloView: View {
  @UIBindable var model: HelloModel

  var body: some View {
    NavigationStack {
      Form {
        TextField("Your name", text: $model.name)
        Button("Greet me") { model.greetButtonTapped() }
      }
      .navigationTitle("Hello, Cairn")
      .sheet(item: $model.greeting) { greeting in
        Text(greeting.text)
          .navigationTitle("Greeting")
          .toolbar {
            Button("Done") { model.doneButtonTapped() }
          }
      }
    }
  }
}

/// `swift run hello-swiftui` serves the app on http://127.0.0.1:8080 (`--help` lists the
/// options); every browser tab gets its own model.
@main
struct HelloApp: App {
  var body: some Scene {
    WindowGroup {
      HelloView(model: HelloModel())
    }
  }
}
