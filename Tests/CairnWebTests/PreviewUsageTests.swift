import CairnWeb
import CairnWebTesting
import Testing

// Issue 29, deliverable 1: previews written as SwiftUI code writes them compile against
// CairnWeb. Every `#Preview` below is type-checked with this file and never runs.

@Observable
@MainActor
private final class Shelf {
  var books: [String]
  init(books: [String] = []) { self.books = books }
}

private struct ShelfView: View {
  let shelf: Shelf

  var body: some View {
    List {
      ForEach(shelf.books, id: \.self) { Text($0) }
    }
  }
}

private struct TitleEditor: View {
  @Binding var title: String

  var body: some View {
    TextField("Title", text: $title)
  }
}

#Preview {
  ShelfView(shelf: Shelf(books: ["Dune"]))
}

#Preview("Empty shelf") {
  ShelfView(shelf: Shelf())
}

#Preview("Compact", traits: .sizeThatFitsLayout, .landscapeLeft) {
  ShelfView(shelf: Shelf(books: ["Emma", "Ulysses"]))
}

#Preview(traits: .fixedLayout(width: 390, height: 844)) {
  let first = "Middlemarch"
  return NavigationStack {
    ShelfView(shelf: Shelf(books: [first, first.uppercased()]))
  }
}

#Preview("Editing a title") {
  @Previewable @State var title = "Persuasion"
  TitleEditor(title: $title)
}

private struct ShelfView_Previews: PreviewProvider {
  static var previews: some View {
    let books = ["Beloved", "Walden"]
    NavigationStack {
      ShelfView(shelf: Shelf(books: books))
    }
  }
}

@MainActor
@Suite("Previews as SwiftUI code writes them")
struct PreviewUsageTests {
  @Test func aPreviewProvidersPreviewsAreAView() {
    // CairnWeb never shows previews; rendering one here proves `previews` is an ordinary view
    // built by the view builder (statements first, then the view).
    let host = ViewHost { ShelfView_Previews.previews }
    #expect(host.texts.contains("Beloved"))
    #expect(host.texts.contains("Walden"))
  }
}
