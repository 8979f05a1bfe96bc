import Cairn
import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A model for the slider and segment tests.
@MainActor @Observable
final class MixerModel {
  /// Which column is shown.
  enum Column: Int, CaseIterable {
    case first, second
  }

  var volume: Float = 0.5
  var column = Column.first
}

@MainActor
@Suite("CairnControllers: UISlider and UISegmentedControl")
struct UIKitSliderAndSegmentsTests {
  @Test func aSliderBoundToTheModelWritesItAndKeepsWithinItsBounds() async throws {
    let model = MixerModel()
    let slider = UISlider(value: UIBindable(model).volume)
    slider.accessibilityLabel = "Volume"
    var changes = 0
    slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    let host = hostView(slider)
    try await host.slide(host.find(.slider, "Volume"), to: 0.25)
    #expect(model.volume == 0.25)
    #expect(changes == 1)
    slider.setValue(3, animated: true)
    #expect(model.volume == 1, "a value set in code is kept within the bounds")
    #expect(changes == 1, "and sends no event")
  }

  @Test func segmentsAreInsertedTitledAndChosen() async throws {
    let model = MixerModel()
    let control = UISegmentedControl()
    control.accessibilityLabel = "Column"
    for (index, column) in MixerModel.Column.allCases.enumerated() {
      control.insertSegment(withTitle: "\(column)", at: index, animated: false)
    }
    control.bind(selectedSegment: UIBindable(model).column)
    #expect(control.numberOfSegments == 2)
    #expect(control.titleForSegment(at: 1) == "second")
    #expect(control.selectedSegmentIndex == 0)
    var changes = 0
    control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    let host = hostView(control)
    try await host.select("second", in: host.find(.picker, "Column"))
    #expect(model.column == .second)
    #expect(changes == 1)
    model.column = .first
    #expect(control.selectedSegmentIndex == 0)
  }

  @Test func aControlMadeWithItemsHasASegmentForEach() {
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    #expect(control.numberOfSegments == 3)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.setTitle("Uno", forSegmentAt: 0)
    #expect(control.titleForSegment(at: 0) == "Uno")
  }
}
