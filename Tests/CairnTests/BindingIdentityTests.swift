import Cairn
import Testing

@MainActor
@Suite("Bindings: identity and transactions")
struct BindingIdentityTests {
  @Test func bindingsDerivedTheSameWayAreEqual() {
    let model = FeatureModel()
    let first = FeatureView(model: model).$model.destination.add
    let second = FeatureView(model: model).$model.destination.add

    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
  }

  @Test func bindingsToDifferentPlacesDiffer() {
    let model = FeatureModel()
    let other = FeatureModel()
    let view = FeatureView(model: model)

    #expect(view.$model.destination.add != view.$model.destination.edit)
    #expect(view.$model.standup.title != FeatureView(model: other).$model.standup.title)
    #expect(view.$model.destination.isPresent() != view.$model.selection.isPresent())
  }

  @Test func identityDoesNotDependOnValueOrTransaction() {
    let model = FeatureModel()
    let title = FeatureView(model: model).$model.standup.title
    let before = title
    model.standup.title = "Changed"
    #expect(before == title)
    #expect(title.transaction(UITransaction(\.isAnimated, true)) == title)
  }

  @Test func localBindingsAreDistinct() {
    #expect(UIBinding(value: 1) != UIBinding(value: 1))
    let local = UIBinding(value: 1)
    #expect(local == local)
  }

  @Test func bindingTransactionReachesTheReRun() async {
    let model = FeatureModel()
    let title = FeatureView(model: model).$model.standup.title
    var animations: [Bool] = []
    let token = observe { transaction in
      _ = model.standup.title
      animations.append(transaction.isAnimated)
    }

    title.transaction(UITransaction(\.isAnimated, true)).wrappedValue = "Animated"
    await settleObservations()
    title.wrappedValue = "Plain"
    await settleObservations()

    #expect(animations == [false, true, false])
    token.cancel()
  }

  @Test func withUITransactionScopesValues() async {
    #expect(UITransaction.current.isAnimated == false)
    withUITransaction(\.isAnimated, true) {
      #expect(UITransaction.current.isAnimated)
      withUITransaction(\.origin, "nested") {
        #expect(UITransaction.current.isAnimated, "outer values are kept")
        #expect(UITransaction.current.origin == "nested")
      }
    }
    #expect(UITransaction.current.isAnimated == false)
    #expect(UITransaction.current.isEmpty)
  }

  @Test func withUITransactionDeliversToObservers() async {
    let model = FeatureModel()
    var origins: [String] = []
    let token = observe { transaction in
      _ = model.standup.duration
      origins.append(transaction.origin)
    }

    withUITransaction(\.origin, "deep link") { model.standup.duration = 1 }
    await settleObservations()

    #expect(origins == ["", "deep link"])
    token.cancel()
  }

  @Test func insideABatchedReRunTheCurrentTransactionIsTheOneHandedIn() async {
    // Two observers re-run in one drain; the first change of the burst (for `other`) was made
    // under another transaction than the change `token` reacts to.
    let model = FeatureModel()
    var seen: [(handed: String, current: String)] = []
    let other = observe { _ = model.selection }
    let token = observe { transaction in
      _ = model.standup.duration
      seen.append((transaction.origin, UITransaction.current.origin))
    }

    withUITransaction(\.origin, "typing") { model.selection = Standup(title: "Design") }
    withUITransaction(\.origin, "deep link") { model.standup.duration = 1 }
    await settleObservations()

    #expect(seen.count == 2)
    #expect(seen.last?.handed == "deep link")
    #expect(seen.last?.current == "deep link", "code the re-run calls sees the same transaction")
    token.cancel()
    other.cancel()
  }
}

private enum AnimatedKey: UITransactionKey { static let defaultValue = false }
private enum OriginKey: UITransactionKey { static let defaultValue = "" }

extension UITransaction {
  fileprivate var isAnimated: Bool {
    get { self[AnimatedKey.self] }
    set { self[AnimatedKey.self] = newValue }
  }
  fileprivate var origin: String {
    get { self[OriginKey.self] }
    set { self[OriginKey.self] = newValue }
  }
}
