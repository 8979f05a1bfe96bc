import Cairn
import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A model whose changes are animated.
@MainActor @Observable
final class CircleModel {
  var isScaled = false
  var color = UIColor.black
  var seenAnimation: UIKitAnimation?
  var seenCoreAnimation: UIAnimation?
}

@MainActor
@Suite("CairnControllers: UIKitAnimation, withUIKitAnimation and layers")
struct UIKitAnimationAndLayerTests {
  @Test func withUIKitAnimationCarriesTheAnimationAndCompletesAfterTheChange() {
    let model = CircleModel()
    let completed = LockIsolatedFlag()
    let animation = UIKitAnimation.animate(springDuration: 0.4, bounce: 0.75)
    withUIKitAnimation(animation) {
      model.color = .red
      model.seenAnimation = UITransaction.current.uiKit.animation
      model.seenCoreAnimation = UITransaction.current.animation
    } completion: { finished in
      completed.set(finished == true)
    }
    #expect(model.color == .red)
    #expect(model.seenAnimation == animation)
    #expect(model.seenCoreAnimation == UIAnimation(curve: .spring, duration: 0.4))
    #expect(completed.value)
    #expect(UITransaction.current.uiKit.animation == nil, "the transaction ends with the body")
  }

  @Test func theNamedAnimationsHaveUIKitsCurvesAndLengths() {
    #expect(UIKitAnimation.default.base == UIAnimation(curve: .easeInOut, duration: 0.35))
    #expect(UIKitAnimation.linear(duration: 2).base == UIAnimation(curve: .linear, duration: 2))
    #expect(UIKitAnimation.easeOut.base.curve == .easeOut)
    let repeated = UIKitAnimation.easeIn.delay(1).repeatCount(3, autoreverses: false)
    #expect(repeated.delay == 1)
    #expect(repeated.repeatCount == 3)
    #expect(repeated.autoreverses == false)
    withKnownIssue { _ = UIKitAnimation.default.speed(0) }
  }

  @Test func aBindingsAnimationIsInTheTransactionOfItsWrites() async throws {
    let model = CircleModel()
    let binding = UIBindable(model).isScaled.animation(.animate(withDuration: 0.3))
    #expect(binding.transaction.uiKit.animation == .animate(withDuration: 0.3))
    let toggle = UISwitch(isOn: binding)
    toggle.title = "Scaled"
    let host = hostView(toggle)
    try await host.setToggle(host.find(.toggle, "Scaled"), to: true)
    #expect(model.isScaled)
  }

  @Test func aLayersCornerRadiusAndBorderAreDrawnOnTheViewsElement() async {
    let view = UIView()
    view.backgroundColor = .black
    view.layer.cornerRadius = 50
    view.layer.masksToBounds = true
    let host = hostView(view)
    #expect(host.html.contains("border-radius: 50px;"))
    #expect(host.html.contains("overflow: hidden;"))
    view.layer.borderWidth = 1.5
    await host.settle()
    #expect(host.html.contains("border: 1.5px solid currentColor;"))
  }
}

/// A Boolean set from a `@Sendable` completion and read by the test.
final class LockIsolatedFlag: @unchecked Sendable {
  private var stored = false
  private let lock = NSLock()
  var value: Bool { lock.withLock { stored } }
  func set(_ value: Bool) { lock.withLock { stored = value } }
}
