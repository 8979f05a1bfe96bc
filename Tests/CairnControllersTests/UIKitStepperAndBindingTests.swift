import Cairn
import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A model for the stepper and binding tests.
@MainActor @Observable
final class QuantityModel {
  var quantity = 1.0
  var isOn = false
}

@MainActor
@Suite("CairnControllers: UIStepper and binding controls with bind(…)")
struct UIKitStepperAndBindingTests {
  @Test func aStepperMovesByItsStepWithinItsBoundsAndSendsValueChanged() async throws {
    var changes: [Double] = []
    let stepper = UIStepper()
    stepper.accessibilityLabel = "Quantity"
    stepper.maximumValue = 2
    stepper.stepValue = 1
    stepper.addAction(
      UIAction { [weak stepper] _ in changes.append(stepper?.value ?? -1) }, for: .valueChanged)
    let host = hostView(stepper)
    try await host.tap(host.button("Increment Quantity"))
    try await host.tap(host.button("Increment Quantity"))
    #expect(stepper.value == 2)
    #expect(changes == [1, 2])
    #expect(host.button("Increment Quantity")?[attribute: "disabled"] != nil, "at the maximum")
    stepper.value = 10
    #expect(stepper.value == 2, "a value set in code is kept within the bounds")
  }

  @Test func aStepperBoundToTheModelWritesIt() async throws {
    let model = QuantityModel()
    let stepper = UIStepper(value: UIBindable(model).quantity)
    stepper.accessibilityLabel = "Quantity"
    let host = hostView(stepper)
    try await host.tap(host.button("Decrement Quantity"))
    #expect(model.quantity == 0)
    model.quantity = 5
    #expect(stepper.value == 5)
  }

  @Test func cancellingASwitchsBindingLeavesItWithTheLastValue() {
    let model = QuantityModel()
    let flip = UISwitch()
    let token = flip.bind(isOn: UIBindable(model).isOn)
    model.isOn = true
    #expect(flip.isOn)
    token.cancel()
    model.isOn = false
    #expect(flip.isOn, "no longer bound: the model moving does not move it")
  }

  @Test func aFieldBoundWithBindFollowsTheModel() {
    let model = CounterModel()
    let field = UITextField()
    field.bind(text: UIBindable(model).name)
    model.name = "Blob"
    #expect(field.text == "Blob")
    field.text = "Blob Jr"
    #expect(model.name == "Blob Jr")
  }
}

@MainActor
@Suite("CairnControllers: stack views, hosting controllers and bar buttons")
struct UIKitStacksAndHostingTests {
  @Test func aStacksAlignmentDistributionAndMarginsAreDrawnAsCSS() {
    let stack = UIStackView(arrangedSubviews: [UILabel(text: "One"), UILabel(text: "Two")])
    stack.alignment = .center
    stack.distribution = .fillEqually
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    stack.spacing = 12
    let html = hostView(stack).html
    #expect(html.contains("align-items: center;"))
    #expect(html.contains("padding: 0px 20px 0px 20px;"))
    #expect(html.contains("flex: 1 1 0;"))
    #expect(stack.directionalLayoutMargins.leading == 20)
  }

  @Test func aHostingControllerShowsItsRootViewAndFollowsChanges() async {
    let hosting = UIHostingController(rootView: Text("About this app"))
    let host = ViewHost { ControllerRepresenting { hosting } }
    #expect(host.contains(text: "About this app"))
    hosting.rootView = Text("Changed")
    await host.settle()
    #expect(host.contains(text: "Changed"))
  }

  @Test func aHostingControllerCanBePresentedFromAController() async {
    let controller = UIViewController()
    let host = ViewHost { ControllerRepresenting { controller } }
    let about = UIHostingController(rootView: Text("Readme"))
    about.title = "About"
    controller.present(about, animated: true)
    await host.settle()
    #expect(host.dialog("About") != nil)
    #expect(host.contains(text: "Readme"))
  }

  @Test func aBarButtonMadeWithAPrimaryActionPerformsIt() async {
    var taps = 0
    let item = UIBarButtonItem(
      title: "About", primaryAction: UIAction(image: UIImage(systemName: "info")) { _ in taps += 1 }
    )
    #expect(item.title == "About")
    #expect(item.image == UIImage(systemName: "info"))
    await item.sendAction()
    #expect(taps == 1)
    let untitled = UIBarButtonItem(primaryAction: UIAction(title: "Done") { _ in })
    #expect(untitled.title == "Done")
  }
}

/// A model with a focus, for the focus tests.
@MainActor @Observable
final class SignUpModel {
  /// Which field has the keyboard.
  enum Field: Hashable {
    case username, password
  }

  var focus: Field?
  var username = ""
}

@MainActor
@Suite("CairnControllers: a text field's focus bound to a model")
struct UIKitFocusTests {
  @Test func focusingTheFieldWritesTheModelAndTheModelFocusesIt() async throws {
    let model = SignUpModel()
    let field = UITextField(text: UIBindable(model).username)
    field.placeholder = "Username"
    let token = field.bind(focus: UIBindable(model).focus, equals: .username)
    let host = hostView(field)
    #expect(host.textField("Username")?[attribute: "autofocus"] == nil)
    try await host.focus(host.textField("Username"))
    #expect(model.focus == .username)

    model.focus = nil
    await host.settle()
    model.focus = .username
    await host.settle()
    #expect(host.textField("Username")?[attribute: "autofocus"] != nil)

    token.cancel()
    model.focus = nil
    await host.settle()
    model.focus = .username
    await host.settle()
    #expect(host.textField("Username")?[attribute: "autofocus"] == nil, "the tie is gone")
  }
}
