import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

@MainActor @Observable
private final class Onboarding {
  var page = 0
}

@MainActor
@Suite("CairnControllers: UIPageControl and Color(uiColor:)")
struct UIPageControlTests {
  @Test func aBoundPageControlWritesAndFollowsTheModel() async throws {
    let model = Onboarding()
    let dots = UIPageControl(currentPage: UIBindable(model).page)
    dots.numberOfPages = 3
    var changes = 0
    dots.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    let host = hostView(dots)
    #expect(host.button("Page 1 of 3") != nil, "a dot per page, named for screen readers")

    try await host.tap(host.button("Page 3 of 3"))
    #expect(model.page == 2, "pressing a dot writes the binding")
    #expect(changes == 1, "and sends .valueChanged")

    model.page = 1
    #expect(dots.currentPage == 1, "the model moving moves the dots")
    await host.settle()
    #expect(host.html.contains("current"), "the current dot is marked")
  }

  @Test func theCurrentPageStaysWithinThePages() {
    let dots = UIPageControl()
    dots.numberOfPages = 4
    dots.currentPage = 9
    #expect(dots.currentPage == 3)
    dots.numberOfPages = 2
    #expect(dots.currentPage == 1, "fewer pages pull the current one back")
    dots.userSelected(page: 1)
    dots.currentPage = -1
    #expect(dots.currentPage == 0)
  }

  @Test func aSinglePageCanHideTheControl() {
    let dots = UIPageControl()
    dots.numberOfPages = 1
    dots.hidesForSinglePage = true
    let host = hostView(dots)
    #expect(host.button("Page 1 of 1") == nil)
  }

  @Test func aUIKitColourBridgesToADeclarativeOne() {
    #expect(Color(uiColor: .systemRed).css == "light-dark(#ff3b30, #ff453a)")
    #expect(Color(UIColor.label) == Color(uiColor: .label))
  }
}
