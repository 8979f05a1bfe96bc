import Cairn
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// What a render produces besides nodes flows up to the container that owns it, by one
/// mechanism: preference keys.
@MainActor
@Suite("Preferences")
struct PreferenceTests {
  /// A key a view author defines: unread counts add up.
  enum UnreadCount: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
  }

  /// A custom container that shows the sum of what its content reports, and keeps the key
  /// from the containers above.
  struct Badge<Content: View>: PrimitiveView {
    let content: Content

    func render(in context: RenderContext) -> [Node] {
      var (nodes, preferences) = context.child("content").renderCollectingPreferences(content)
      let unread = preferences.take(UnreadCount.self)
      context.forward(preferences)
      return [.element("span", ["class": "badge"], children: [.text("\(unread) unread")])]
        + nodes
    }
  }

  @MainActor @Observable
  final class Mailbox {
    var counts = [2, 3]
    var isComposing = false
  }

  struct Inbox: View {
    let mailbox: Mailbox
    var body: some View {
      Badge(
        content: VStack {
          ForEach(Array(mailbox.counts.enumerated()), id: \.offset) { _, count in
            Text("Folder").preference(key: UnreadCount.self, value: count)
          }
        }
        .navigationTitle("Inbox")
      )
    }
  }

  @Test func aCustomKeyIsReducedInDocumentOrderAndReadByItsContainer() async {
    let mailbox = Mailbox()
    let host = ViewHost { Inbox(mailbox: mailbox) }
    await host.settle()
    #expect(host.contains(text: "5 unread"))

    mailbox.counts.append(10)
    await host.settle()
    #expect(host.contains(text: "15 unread"), "a re-render collects afresh")
  }

  @Test func keysAContainerDoesNotOwnPassThroughIt() {
    let output = Renderer().render(Inbox(mailbox: Mailbox()))
    #expect(output.pageTitle == "Inbox", "the title went through the badge to the page")
  }

  @Test func aKeyNobodySetReadsItsDefault() {
    var values = PreferenceValues()
    #expect(values[UnreadCount.self] == 0)
    #expect(!values.contains(UnreadCount.self))
    values.add(UnreadCount.self, 4)
    values.add(UnreadCount.self, 5)
    #expect(values[UnreadCount.self] == 9)
    #expect(values.take(UnreadCount.self) == 9)
    #expect(values.isEmpty)
  }

  struct Titled: View {
    var body: some View {
      NavigationStack {
        VStack {
          Text("Body").navigationTitle("Inner")
        }
        .navigationTitle("Outer")
        .toolbar { Button("Add") {} }
      }
    }
  }

  @Test func theInnermostTitleWinsAndToolbarItemsReachTheScreen() async throws {
    #expect(Renderer().render(Titled()).pageTitle == "Inner")
    let host = ViewHost { Titled() }
    await host.settle()
    #expect(host.button("Add") != nil)
    let header = host.html.range(of: "title-bar")
    #expect(header != nil, "the screen drew a title bar for its title and toolbar")
  }

  struct DrillDownOutsideAStack: View {
    @UIBindable var mailbox: Mailbox
    var body: some View {
      Text("Home").navigationDestination(isPresented: $mailbox.isComposing) { Text("Compose") }
    }
  }

  @Test func aDrillDownNoStackTookIsReported() async {
    let mailbox = Mailbox()
    mailbox.isComposing = true
    withKnownIssue("a drill-down outside a navigation stack cannot be shown") {
      _ = Renderer().render(DrillDownOutsideAStack(mailbox: mailbox))
    }
  }
}
