import Cairn
import Testing

/// An asynchronous `withAction` cannot apply a button's animation, and says so.
@Suite struct ButtonStateAsyncActionTests {
  @Test func anAnimatedButtonPerformedAsynchronouslyReportsAnIssue() async {
    let button = ButtonState(action: .send("save", animation: .easeInOut)) {
      TextState("Save")
    }
    var performed: String?
    await withKnownIssue {
      await button.withAction { action in
        await Task.yield()
        performed = action
      }
    } matching: { issue in
      (issue.description).contains("An animated action was performed asynchronously")
        && issue.description.contains("\"save\"")
    }
    #expect(performed == "save")
  }

  @Test func aButtonWithoutAnimationPerformsAsynchronouslyWithoutAnIssue() async {
    let button = ButtonState(action: "save") { TextState("Save") }
    var performed: String?
    await button.withAction { action in
      await Task.yield()
      performed = action
    }
    #expect(performed == "save")
  }
}
