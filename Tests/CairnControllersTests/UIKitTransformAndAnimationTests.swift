import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

@MainActor
@Suite("CairnControllers: transforms, animations and interaction")
struct UIKitTransformAndAnimationTests {
  @Test func transformsComposeAsCoreGraphicsDoes() {
    let moved = CGAffineTransform(translationX: 10, y: 20)
    let point = CGPoint(x: 1, y: 1).applying(moved.scaledBy(x: 2, y: 2))
    #expect(point == CGPoint(x: 12, y: 22), "scaled first, then moved")
    #expect(CGAffineTransform.identity.isIdentity)
    let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(turned.x) < 1e-9 && abs(turned.y - 1) < 1e-9)
  }

  @Test func aViewsTransformIsDrawnAsACSSMatrix() async {
    let view = UILabel(text: "Moved")
    let host = hostView(view)
    #expect(!host.html.contains("matrix("))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    await host.settle()
    #expect(host.html.contains("transform: matrix(2.0, 0.0, 0.0, 2.0, 0.0, 0.0);"))
  }

  @Test func aCentredViewKeepsItsCentringUnderItsTransform() {
    let root = UIView()
    let view = UILabel(text: "Centred and moved")
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    view.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
    view.transform = CGAffineTransform(translationX: 5, y: 0)
    #expect(
      hostView(root).html.contains(
        "transform: translate(-50%, 0) matrix(1.0, 0.0, 0.0, 1.0, 5.0, 0.0);"))
  }

  @Test func animateMakesTheChangesAtOnceAndCompletes() {
    let view = UIView()
    var finished: [Bool] = []
    UIView.animate(withDuration: 0.3) {
      view.alpha = 0.5
    } completion: { done in
      finished.append(done)
    }
    #expect(view.alpha == 0.5)
    #expect(finished == [true])
    UIView.animate(
      withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
      options: [.allowUserInteraction]
    ) {
      view.alpha = 1
    }
    #expect(view.alpha == 1)
  }

  @Test func aViewThatTakesNoInteractionIsDrawnSo() {
    let view = UILabel(text: "Inert")
    view.isUserInteractionEnabled = false
    #expect(hostView(view).html.contains("pointer-events: none;"))
  }
}
