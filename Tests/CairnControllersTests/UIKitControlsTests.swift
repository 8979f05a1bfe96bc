import Cairn
import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A screen holding one view, for drawing a control on a page.
@MainActor
func hostView(_ view: UIView) -> ViewHost {
  let controller = UIViewController()
  controller.view.addSubview(view)
  return ViewHost { ControllerRepresenting { controller } }
}

@MainActor
@Suite("CairnControllers: UIKit's controls, actions and events")
struct UIKitControlsTests {
  @Test func anActionKeepsItsTitleAndImageAndIsHandedToItsHandler() {
    var received: [String] = []
    let action = UIAction(title: "Join", image: UIImage(systemName: "wifi")) { action in
      received.append(action.title)
    }
    #expect(action.title == "Join")
    #expect(action.image?.systemName == "wifi")
    let control = UIControl()
    control.addAction(action, for: .primaryActionTriggered)
    control.sendActions(for: .valueChanged)
    #expect(received.isEmpty, "an action runs only for the events it was added for")
    control.sendActions(for: [.primaryActionTriggered, .touchUpInside])
    #expect(received == ["Join"], "one run per action, however many of its events are sent")
  }

  @Test func aDisabledActionIsNotPerformedUntilEnabled() {
    var runs = 0
    let action = UIAction(title: "Forget", attributes: [.disabled, .destructive], state: .on) { _ in
      runs += 1
    }
    let control = UIControl()
    control.addAction(action, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(runs == 0)
    #expect(action.state == .on)
    action.attributes.remove(.disabled)
    control.sendActions(for: .valueChanged)
    #expect(runs == 1)
  }

  @Test func removingAnActionForSomeEventsKeepsItForTheOthers() {
    var runs = 0
    let action = UIAction { _ in runs += 1 }
    let control = UIControl()
    control.addAction(action, for: [.valueChanged, .editingChanged])
    control.removeAction(action, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(runs == 0)
    control.sendActions(for: .editingChanged)
    #expect(runs == 1)
  }

  @Test func anActionWithTheSameIdentifierReplacesTheOldOne() {
    var log: [String] = []
    let identifier = UIAction.Identifier(rawValue: "save")
    let control = UIControl()
    control.addAction(
      UIAction(identifier: identifier) { _ in log.append("old") }, for: .valueChanged)
    control.addAction(
      UIAction(identifier: identifier) { _ in log.append("new") }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(log == ["new"])
  }

  @Test func aControlsStateFollowsItsFlags() {
    let control = UIControl()
    #expect(control.state == .normal)
    control.isEnabled = false
    control.isSelected = true
    #expect(control.state == [.disabled, .selected])
  }

  @Test func aButtonMadeWithAPrimaryActionRunsItWhenTapped() async throws {
    var taps = 0
    let button = UIButton(type: .system, primaryAction: UIAction { _ in taps += 1 })
    button.setTitle("Join network", for: .normal)
    let host = hostView(button)
    try await host.tap(host.button("Join network"))
    #expect(taps == 1)

    button.isEnabled = false
    await host.settle()
    #expect(host.button("Join network")?[attribute: "disabled"] != nil)
    button.sendActions()
    #expect(taps == 1, "a disabled button ignores taps")
  }

  @Test func aPrimaryActionsTitleIsTheButtonsTitle() {
    let button = UIButton(type: .system, primaryAction: UIAction(title: "Forget") { _ in })
    #expect(button.title(for: .normal) == "Forget")
    #expect(button.currentTitle == "Forget")
  }

  @Test func titlesAreSetPerStateAndFallBackToNormal() async {
    let button = UIButton(type: .system)
    button.setTitle("Join", for: .normal)
    button.setTitle("Joining…", for: .disabled)
    #expect(button.title(for: .selected) == "Join")
    #expect(button.currentTitle == "Join")
    let host = hostView(button)
    button.isEnabled = false
    await host.settle()
    #expect(button.currentTitle == "Joining…")
    #expect(host.button("Joining…") != nil, "the page shows the disabled state's title")
  }

  @Test func aTitleColourIsDrawnAsCSS() {
    let button = UIButton(type: .system)
    button.setTitle("Forget network", for: .normal)
    button.setTitleColor(.red, for: .normal)
    let host = hostView(button)
    let style = host.button("Forget network")?[attribute: "style"] ?? ""
    #expect(style.contains("color: rgb(255, 0, 0)"))
  }

  @Test func aFilledConfigurationDrawsAProminentButtonWithItsTitle() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Connect"
    let button = UIButton(configuration: configuration)
    let host = hostView(button)
    let drawn = host.button("Connect")
    #expect(drawn != nil)
    #expect(drawn?[attribute: "class"]?.contains("style-prominent") == true)
    #expect(UIButton.Configuration.plain() != UIButton.Configuration.tinted())
  }

  @Test func theLayersOwnButtonSpellingStillWorks() {
    var taps = 0
    let button = UIButton(title: "Increment", systemImage: "plus") { taps += 1 }
    #expect(button.title(for: .normal) == "Increment")
    #expect(button.image(for: .normal)?.systemName == "plus")
    button.sendActions()
    #expect(taps == 1)
  }

  @Test func aSwitchSetInCodeSendsNoEventButAFlipDoes() async throws {
    var changes: [Bool] = []
    let flip = UISwitch()
    flip.title = "Wi-Fi"
    flip.addAction(
      UIAction { [weak flip] _ in changes.append(flip?.isOn ?? false) }, for: .valueChanged)
    flip.setOn(true, animated: true)
    #expect(flip.isOn)
    #expect(changes.isEmpty, "setting the value in code is not an event")

    let host = hostView(flip)
    try await host.setToggle(host.find(.toggle, "Wi-Fi"), to: false)
    #expect(flip.isOn == false)
    #expect(changes == [false])
  }

  @Test func aSwitchBoundToTheModelFollowsItBothWays() async throws {
    let model = CounterModel()
    let flip = UISwitch(isOn: UIBindable(model).isOn)
    flip.title = "On"
    let host = hostView(flip)
    try await host.setToggle(host.find(.toggle, "On"), to: false)
    #expect(model.isOn == false)
    model.isOn = true
    await host.settle()
    #expect(host.find(.toggle, "On")?[attribute: "checked"] != nil)
    #expect(flip.isOn)
  }

  @Test func aTextFieldKeepsItsTextAndPlaceholderAndSendsEditingChanged() async throws {
    var edits: [String] = []
    let field = UITextField()
    field.placeholder = "Password"
    field.isSecureTextEntry = true
    field.addAction(
      UIAction { [weak field] _ in edits.append(field?.text ?? "") }, for: .editingChanged)
    field.text = "set in code"
    #expect(edits.isEmpty)

    let host = hostView(field)
    let input = host.textField("Password")
    #expect(input?[attribute: "type"] == "password")
    try await host.type("blob", into: input)
    #expect(field.text == "blob")
    #expect(edits == ["blob"])
    field.text = nil
    #expect(field.text == "")
  }

  @Test func aTextFieldBoundToTheModelWritesIt() async throws {
    let model = CounterModel()
    let field = UITextField(text: UIBindable(model).name)
    field.placeholder = "Name"
    field.borderStyle = .line
    let host = hostView(field)
    try await host.type("Blob", into: host.textField("Name"))
    #expect(model.name == "Blob")
    #expect(field.text == "Blob")
  }

  @Test func anActivityIndicatorShowsOnlyWhileAnimating() async {
    let spinner = UIActivityIndicatorView(style: .medium)
    let host = hostView(spinner)
    #expect(!host.html.contains("<progress"))
    spinner.startAnimating()
    await host.settle()
    #expect(spinner.isAnimating)
    #expect(host.html.contains("<progress"))
  }
}
