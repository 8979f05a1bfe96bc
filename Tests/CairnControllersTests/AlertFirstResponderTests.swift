import Cairn
import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A field that asked for the keyboard, covered by an alert.
@MainActor
private final class PasswordViewController: UIViewController {
  let field = UITextField()
  let alertShown = UIBindingBox()

  override func viewDidLoad() {
    super.viewDidLoad()
    field.placeholder = "Password"
    field.isSecureTextEntry = true
    view.addSubview(field)
    _ = field.becomeFirstResponder()
    present(isPresented: alertShown.binding) {
      let alert = UIAlertController(
        title: "Incorrect password", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .cancel))
      return alert
    }
  }
}

/// A Boolean a test flips, as a binding.
@MainActor @Observable
private final class UIBindingBox {
  var value = false
  var binding: UIBinding<Bool> {
    UIBinding(get: { self.value }, set: { self.value = $0 })
  }
}

@MainActor
@Suite("CairnControllers: the first responder after an alert")
struct AlertFirstResponderTests {
  @Test func closingAnAlertGivesTheFocusBackToTheFieldThatHadIt() async throws {
    let controller = PasswordViewController()
    let host = ViewHost { ControllerRepresenting { controller } }
    controller.alertShown.value = true
    await host.settle()
    let alert = try #require(host.alert("Incorrect password"))
    let focusesBefore = host.effects.filter { if case .focus = $0 { true } else { false } }.count
    try await host.tap(host.button("OK", in: alert))
    #expect(host.alert() == nil)
    #expect(controller.alertShown.value == false)
    let id = try #require(host.find(.textField, "Password")?[attribute: "id"])
    let focuses = host.effects.filter { if case .focus = $0 { true } else { false } }
    #expect(focuses.count == focusesBefore + 1)
    #expect(focuses.last == .focus(id), "the page is told to focus the field again")
  }

  @Test func aFieldThatNeverAskedForTheKeyboardIsLeftAlone() async throws {
    let controller = PasswordViewController()
    let host = ViewHost { ControllerRepresenting { controller } }
    _ = controller.field.resignFirstResponder()
    await host.settle()
    controller.alertShown.value = true
    await host.settle()
    let focusesBefore = host.effects.filter { if case .focus = $0 { true } else { false } }.count
    try await host.tap(host.button("OK", in: host.alert()))
    #expect(
      host.effects.filter { if case .focus = $0 { true } else { false } }.count == focusesBefore)
  }
}
