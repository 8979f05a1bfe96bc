import CairnControllers
import CairnWeb

/// The model the controller observes.
@MainActor @Observable
final class CounterModel {
  var count = 0
}

/// Builds its views once and keeps the label in step with the model in `observe`.
final class CounterViewController: UIViewController {
  let model = CounterModel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Counter"
    let label = UILabel()
    let increment = UIButton(
      type: .system,
      primaryAction: UIAction(title: "Increment") { [weak self] _ in self?.model.count += 1 })
    let stack = UIStackView(arrangedSubviews: [label, increment], axis: .vertical)
    view.addSubview(stack)
    observe { [weak self] in
      guard let self else { return }
      label.text = "Count: \(model.count)"
    }
  }
}

/// `swift run hello-uikit` serves the controller in a navigation controller.
@main
struct HelloUIKitApp: App {
  var body: some Scene {
    WindowGroup {
      ControllerRepresenting {
        UINavigationController(rootViewController: CounterViewController())
      }
    }
  }
}
