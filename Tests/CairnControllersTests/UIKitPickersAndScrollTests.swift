import Cairn
import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Foundation
import Testing

/// A model for the colour, date and selection tests; a reference type compared by identity.
@MainActor @Observable
final class PickerModel: HashableObject {
  var color: UIColor? = .white
  var date = Date(timeIntervalSince1970: 0)
  var text = "Blob"
  var selection: UITextSelection?
}

@MainActor
@Suite("CairnControllers: UIColorWell, UIDatePicker, UIScrollView and text selection")
struct UIKitPickersAndScrollTests {
  @Test func aColourWellShowsTheBoundColourAndWritesTheChosenOne() async throws {
    let model = PickerModel()
    let well = UIColorWell(selectedColor: UIBindable(model).color)
    well.title = "Tint"
    var changes = 0
    well.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    let host = hostView(well)
    let input = try #require(host.find(.textField, "Tint"))
    #expect(input.node.attributes["type"] == "color")
    #expect(input.node.attributes["value"] == "#ffffff")
    try await host.send("input", to: input, EventPayload(value: "#ff8000"))
    #expect(model.color == UIColor(red: 1, green: 128 / 255, blue: 0, alpha: 1))
    #expect(changes == 1)
    #expect(host.find(.textField, "Tint")?.node.attributes["value"] == "#ff8000")
  }

  @Test func aColourWellIgnoresAValueThatIsNotAColour() async throws {
    let model = PickerModel()
    let well = UIColorWell(selectedColor: UIBindable(model).color)
    let host = hostView(well)
    try await host.send("input", to: host.find(.textField, "Colour"), EventPayload(value: "red"))
    #expect(model.color == .white)
  }

  @Test func aDatePickerShowsTheDateInItsTimeZoneAndKeepsTheTimeWhenADayIsChosen() async throws {
    let model = PickerModel()
    let picker = UIDatePicker(date: UIBindable(model).date)
    picker.timeZone = TimeZone(identifier: "UTC")
    var changes = 0
    picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    let host = hostView(picker)
    let input = try #require(host.find(.textField, "Date"))
    #expect(input.node.attributes["type"] == "datetime-local")
    #expect(input.node.attributes["value"] == "1970-01-01T00:00")
    try await host.send("input", to: input, EventPayload(value: "2024-02-29T13:45"))
    #expect(model.date == Date(timeIntervalSince1970: 1_709_214_300))
    #expect(changes == 1)

    picker.datePickerMode = .date
    await host.settle()
    try await host.send(
      "input", to: host.find(.textField, "Date"), EventPayload(value: "2024-03-01"))
    #expect(model.date == Date(timeIntervalSince1970: 1_709_214_300 + 86_400), "the time is kept")
  }

  @Test func aDatePickerIgnoresADayThatDoesNotExistAndKeepsWithinItsBounds() async throws {
    let model = PickerModel()
    let picker = UIDatePicker(date: UIBindable(model).date)
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.maximumDate = Date(timeIntervalSince1970: 86_400)
    let host = hostView(picker)
    try await host.send(
      "input", to: host.find(.textField, "Date"), EventPayload(value: "2023-02-30T10:00"))
    #expect(model.date == Date(timeIntervalSince1970: 0))
    try await host.send(
      "input", to: host.find(.textField, "Date"), EventPayload(value: "2030-01-01T10:00"))
    #expect(model.date == Date(timeIntervalSince1970: 86_400))
  }

  @Test func aScrollViewDrawsItsSubviewsInABlockThatScrolls() async {
    let scroll = UIScrollView()
    let label = UILabel()
    label.text = "Inside"
    scroll.addSubview(label)
    scroll.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    let host = hostView(scroll)
    #expect(host.html.contains("class=\"uiscrollview\""))
    #expect(host.html.contains("overflow: auto;"))
    #expect(host.contains(text: "Inside"))
    scroll.isScrollEnabled = false
    await host.settle()
    #expect(host.html.contains("overflow: hidden;"))
  }

  @Test func typingWritesTheInsertionPointAtTheEndOfTheText() async throws {
    let model = PickerModel()
    let bindable = UIBindable(model)
    let field = UITextField(text: bindable.text)
    field.placeholder = "Name"
    let token = field.bind(selection: bindable.selection)
    let host = hostView(field)
    try await host.type("Blobby", into: host.textField("Name"))
    #expect(model.selection == UITextSelection(insertionPoint: model.text.endIndex))
    #expect(model.selection?.isInsertion == true)
    token.cancel()
    model.selection = nil
    try await host.type("Blob", into: host.textField("Name"))
    #expect(model.selection == nil, "a cancelled binding is no longer written")
  }

  @Test func hashableObjectsAreEqualOnlyToThemselves() {
    let first = PickerModel()
    let second = PickerModel()
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, first, second]).count == 2)
  }
}
