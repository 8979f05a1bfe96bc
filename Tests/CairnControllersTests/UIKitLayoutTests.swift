import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

@MainActor
@Suite("CairnControllers: Auto Layout drawn as CSS")
struct UIKitLayoutTests {
  @Test func aViewCentredWithAFixedWidthIsPlacedAbsolutely() {
    let root = UIView()
    let stack = UIStackView(arrangedSubviews: [UILabel(text: "Centred")])
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      stack.widthAnchor.constraint(equalToConstant: 200),
    ])
    #expect(!stack.hasAmbiguousLayout)
    let host = hostView(root)
    let html = host.html
    #expect(html.contains("position: relative;"), "the superview contains the placed view")
    #expect(html.contains("left: calc(50% + 0px);"))
    #expect(html.contains("top: calc(50% + 0px);"))
    #expect(html.contains("width: 200px;"))
    #expect(html.contains("position: absolute;transform: translate(-50%, -50%);"))
  }

  @Test func edgesPinnedToTheMarginsAndTheSuperviewBecomeInsets() {
    let root = UIView()
    let label = UILabel(text: "Pinned")
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 12),
    ])
    let html = hostView(root).html
    #expect(html.contains("left: 16px;"))
    #expect(html.contains("right: 20px;"))
    #expect(html.contains("top: 12px;"))
  }

  @Test func aSuperviewConstrainedToItsSubviewPlacesTheSubview() {
    let root = UIView()
    let button = UIButton(title: "Bottom")
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(button)
    root.bottomAnchor.constraint(equalTo: button.bottomAnchor, constant: 20).isActive = true
    #expect(hostView(root).html.contains("bottom: 20px;"))
  }

  @Test func aViewPlacedAgainstASiblingUsesCSSAnchorPositioning() {
    let root = UIView()
    let first = UILabel(text: "First")
    let second = UILabel(text: "Second")
    for view in [first, second] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      first.topAnchor.constraint(equalTo: root.topAnchor),
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 8),
      second.leadingAnchor.constraint(equalTo: first.leadingAnchor),
      second.widthAnchor.constraint(equalTo: first.widthAnchor),
    ])
    let html = hostView(root).html
    #expect(html.contains("anchor-name: --\(first.id);"))
    #expect(html.contains("top: calc(anchor(--\(first.id) bottom) + 8px);"))
    #expect(html.contains("width: calc(anchor-size(--\(first.id) width) * 1.0 + 0px);"))
  }

  @Test func aProportionalWidthAndInequalitiesBecomeCSSSizes() {
    let root = UIView()
    let view = UILabel(text: "Half")
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      view.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
    ])
    let html = hostView(root).html
    #expect(html.contains("width: calc((100% - 0px) * 0.5 + 0px);"))
    #expect(html.contains("min-height: 44px;"))
  }

  @Test func aViewWithoutAPositionIsAmbiguous() {
    let root = UIView()
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    view.widthAnchor.constraint(equalToConstant: 10).isActive = true
    #expect(view.hasAmbiguousLayout)
    view.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
    #expect(view.hasAmbiguousLayout, "placed horizontally only")
    view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    #expect(!view.hasAmbiguousLayout)
  }

  @Test func twoRequiredWidthsThatDisagreeAreReportedAndTheLaterIsBroken() {
    let root = UIView()
    let view = UILabel(text: "Clash")
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    view.widthAnchor.constraint(equalToConstant: 200).isActive = true
    withKnownIssue {
      view.widthAnchor.constraint(equalToConstant: 300).isActive = true
    } matching: { issue in
      issue.description.contains("Unable to simultaneously satisfy constraints")
    }
    let html = hostView(root).html
    #expect(html.contains("width: 200px;"))
    #expect(!html.contains("width: 300px;"))
  }

  @Test func deactivatingAConstraintTakesItsCSSAway() async {
    let root = UIView()
    let view = UILabel(text: "Sized")
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 120)
    NSLayoutConstraint.activate([width])
    let host = hostView(root)
    #expect(host.html.contains("width: 120px;"))
    width.constant = 140
    await host.settle()
    #expect(host.html.contains("width: 140px;"))
    NSLayoutConstraint.deactivate([width])
    await host.settle()
    #expect(!host.html.contains("width: 140px;"))
    #expect(view.constraints.isEmpty)
  }

  @Test func aViewStillPlacedByAutoresizingIsNotPositioned() {
    let root = UIView()
    let view = UILabel(text: "Flowing")
    root.addSubview(view)
    view.widthAnchor.constraint(equalToConstant: 50).isActive = true
    #expect(!hostView(root).html.contains("width: 50px;"))
  }
}
