import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Foundation
import Testing

/// A badge written the way UIKit code writes a custom view: it overrides the designated
/// initialiser `init(frame:)` and stubs out `init?(coder:)`.
private final class BadgeView: UIView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.text = "New"
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A view with an initialiser of its own, calling UIKit's designated one.
private final class GreetingView: UIView {
  let name: String

  init(name: String) {
    self.name = name
    super.init(frame: .zero)
    let label = UILabel()
    label.text = "Hello, \(name)"
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A control subclass overriding `init(frame:)`, as a custom toggle would.
private final class ChipButton: UIButton {
  override init(frame: CGRect) {
    super.init(frame: frame)
    setTitle("Chip", for: .normal)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@MainActor
@Suite("CairnControllers: subclassing views as UIKit does (init(frame:))")
struct UIViewSubclassingTests {
  @Test func aSubclassOverridingInitFrameIsMadeWithAndWithoutAFrame() {
    let framed = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(framed.frame.width == 40, "the frame given is kept")
    #expect(framed.label.text == "New", "the override ran")
    let plain = BadgeView()
    #expect(plain.frame == .zero, "init() goes through init(frame: .zero), as in UIKit")
    #expect(plain.label.text == "New", "init() ran the subclass's init(frame:)")
  }

  @Test func subclassesDrawWhatTheirInitialisersAdded() {
    let stack = UIStackView(arrangedSubviews: [
      BadgeView(), GreetingView(name: "Blob"), ChipButton(),
    ])
    let host = hostView(stack)
    #expect(host.contains(text: "New"))
    #expect(host.contains(text: "Hello, Blob"))
    #expect(host.button("Chip") != nil)
  }

  @Test func builtInViewsTakeAFrameToo() {
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    let views: [UIView] = [
      UILabel(frame: rect), UIButton(frame: rect), UISwitch(frame: rect),
      UITextField(frame: rect), UIStackView(frame: rect), UIImageView(frame: rect),
      UIActivityIndicatorView(frame: rect), UIScrollView(frame: rect), UIStepper(frame: rect),
    ]
    #expect(views.allSatisfy { $0.frame == rect })
    #expect(UIActivityIndicatorView(frame: rect).style == .medium)
    #expect(UIStackView(frame: rect).axis == .vertical)
  }
}
