import CairnWeb
import Testing

/// Issue 29, deliverable 5 (first part): `Color("sky")` as SwiftUI code writes it, from
/// colours the app registers.
@Suite("Named colours")
struct NamedColorTests {
  @Test func aRegisteredNameIsItsColour() {
    let sky = Color(red: 0.431, green: 0.573, blue: 1)
    Color.register("named-color-test-sky", as: sky)
    #expect(Color("named-color-test-sky") == sky)
    let darker = Color(red: 0.2, green: 0.3, blue: 0.8)
    Color.register("named-color-test-sky", as: darker)
    #expect(Color("named-color-test-sky", bundle: nil) == darker, "a later registration wins")
  }

  @Test func anUnregisteredNameFallsBackToTheTextColourAndCannotInjectCSS() {
    #expect(Color("Oxblood").css == "var(--color-oxblood, currentColor)")
    let hostile = Color("x); background: url(evil)")
    #expect(hostile.css == "var(--color-x---background--url-evil-, currentColor)")
  }
}
