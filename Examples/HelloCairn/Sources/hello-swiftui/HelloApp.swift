import CairnWeb

@MainActor @Observable
final class HelloModel {
  var name = ""
  var greeting: Greeting?

  func greetButtonTapped() {
    greeting = Greeting(text: name.isEmpty ? "Hello!" : "Hello, \(name)!")
  }
}

struct Greeting: Identifiable {
  let id = UUID()
  let text: String
}

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
      }
    }
  }
}

@main
struct HelloApp: App {
  var body: some Scene {
    WindowGroup {
      HelloView(model: HelloModel())
    }
  }
}
