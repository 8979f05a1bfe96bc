import Cairn
import Testing

@MainActor
@Suite("Presentation engine")
struct PresentationEngineTests {
  /// A feature, a fake host and a sheet engine for `destination.add` kept in sync by observe.
  @MainActor
  final class Harness {
    let model = FeatureModel()
    let host = FakeHost()
    var presentedBindings: [UIBinding<FormModel>] = []
    var engine: PresentationEngine<FormModel, FakeHost.Content>!
    var token: ObserveToken?

    init(item: KeyPath<FeatureView, UIBinding<FormModel?>> = \.$model.destination.add) {
      let binding = FeatureView(model: model)[keyPath: item]
      engine = PresentationEngine(
        item: binding,
        present: { [unowned self] form in
          presentedBindings.append(form)
          return host.present(form.wrappedValue.title)
        },
        dismiss: { [unowned self] in host.dismiss($0) }
      )
      token = observe { [unowned self] in engine.update() }
    }
  }

  @Test func presentsWhenItemAppearsAndBuildsContentOnce() async {
    let harness = Harness()
    #expect(harness.host.log.isEmpty)

    harness.model.destination = .add(FormModel(title: "New"))
    await settleObservations()

    #expect(harness.host.log == ["present New"])
    #expect(harness.engine.presented?.name == "New")
  }

  @Test func childEditsReachTheParentImmediately() async {
    let harness = Harness()
    harness.model.destination = .add(FormModel(title: "New"))
    await settleObservations()

    let form = harness.presentedBindings[0]
    form.title.wrappedValue = "Edited"
    #expect(harness.model.destination?[case: \.add]?.title == "Edited")
  }

  @Test func sameIdentityUpdatesInPlaceWithoutRePresenting() async {
    let harness = Harness()
    let id = FormModel().id
    harness.model.destination = .add(FormModel(id: id, title: "First"))
    await settleObservations()

    harness.model.destination = .add(FormModel(id: id, title: "Second"))
    await settleObservations()

    #expect(harness.host.log == ["present First"])
    #expect(harness.presentedBindings[0].wrappedValue.title == "Second")
  }

  @Test func identityChangeDismissesThenPresents() async {
    let harness = Harness()
    harness.model.destination = .add(FormModel(title: "First"))
    await settleObservations()

    harness.model.destination = .add(FormModel(title: "Second"))
    await settleObservations()

    #expect(harness.host.log == ["present First", "dismiss First", "present Second"])
    #expect(harness.host.visible == ["Second"])
  }

  @Test func switchingToAnotherCaseDismisses() async {
    let harness = Harness()
    harness.model.destination = .add(FormModel(title: "Form"))
    await settleObservations()

    harness.model.destination = .alert(AlertState { TextState("Oops") })
    await settleObservations()

    #expect(harness.host.log == ["present Form", "dismiss Form"])
  }

  @Test func modelNilDismisses() async {
    let harness = Harness()
    harness.model.destination = .add(FormModel(title: "Form"))
    await settleObservations()

    harness.model.destination = nil
    await settleObservations()

    #expect(harness.host.log == ["present Form", "dismiss Form"])
    #expect(harness.engine.presented == nil)
  }

  @Test func userDismissalWritesNil() async {
    let harness = Harness()
    harness.model.destination = .add(FormModel(title: "Form"))
    await settleObservations()

    harness.engine.userDidDismiss()
    await settleObservations()

    #expect(harness.model.destination == nil)
    #expect(harness.host.log == ["present Form", "dismiss Form"])
  }

  @Test func userDismissalRacingAModelChangeLeavesTheNewItem() async {
    let harness = Harness()
    harness.model.destination = .add(FormModel(title: "Old"))
    await settleObservations()

    // The model moves on before the renderer has caught up; then the user's dismissal of the
    // old sheet arrives.
    let replacement = FormModel(title: "New")
    harness.model.destination = .add(replacement)
    harness.engine.userDidDismiss()
    await settleObservations()

    #expect(harness.model.destination?[case: \.add] === replacement)
    #expect(harness.host.log == ["present Old", "dismiss Old", "present New"])
  }

  @Test func userDismissalAfterCaseChangeDoesNotClearTheOtherCase() async {
    let harness = Harness()
    harness.model.destination = .add(FormModel(title: "Form"))
    await settleObservations()

    harness.model.destination = .confirm
    harness.engine.userDidDismiss()

    #expect(harness.model.destination?.is(\.confirm) == true)
  }

  @Test func staleChildBindingCannotOverwriteItsSuccessor() async {
    let harness = Harness()
    harness.model.destination = .add(FormModel(title: "Old"))
    await settleObservations()
    let oldBinding = harness.presentedBindings[0]

    harness.model.destination = .add(FormModel(title: "New"))
    await settleObservations()
    oldBinding.wrappedValue = FormModel(title: "Stale write")

    #expect(harness.model.destination?[case: \.add]?.title == "New")
    #expect(oldBinding.wrappedValue.title == "Old", "it still reads its last value")
  }

  @Test func parentTearDownTakesNestedChildrenWithIt() async {
    // A sheet whose content presents an alert of its own: tearing down the parent's engine
    // dismisses the sheet, and the sheet's dismissal tears down the alert.
    let model = FeatureModel()
    let host = FakeHost()
    let alertState = UIBinding<AlertState<FeatureModel.AlertAction>?>(value: nil)
    var childEngines: [PresentationEngine<AlertState<FeatureModel.AlertAction>, FakeHost.Content>] =
      []
    let engine = PresentationEngine(
      item: FeatureView(model: model).$model.destination.add,
      present: { form in
        let content = host.present("sheet")
        let child = PresentationEngine(
          item: alertState,
          present: { host.present("alert: \($0.wrappedValue.title.string)") },
          dismiss: { host.dismiss($0) }
        )
        childEngines.append(child)
        content.children.append { child.tearDown() }
        return content
      },
      dismiss: { host.dismiss($0) }
    )
    model.destination = .add(FormModel())
    engine.update()
    alertState.wrappedValue = AlertState { TextState("Discard?") }
    childEngines[0].update()
    #expect(host.visible == ["sheet", "alert: Discard?"])

    engine.tearDown()

    #expect(host.visible.isEmpty)
    #expect(host.log.suffix(2) == ["dismiss alert: Discard?", "dismiss sheet"])
    #expect(model.destination != nil, "tearing down does not write the binding")
  }

  @Test func alertOverSheetDismissesIndependently() async {
    let model = FeatureModel()
    let host = FakeHost()
    let sheet = PresentationEngine(
      item: FeatureView(model: model).$model.destination.add,
      present: { host.present("sheet \($0.wrappedValue.title)") },
      dismiss: { host.dismiss($0) }
    )
    let alertBinding = UIBinding<AlertState<FeatureModel.AlertAction>?>(value: nil)
    let alert = PresentationEngine(
      item: alertBinding,
      present: { host.present("alert \($0.wrappedValue.title)") },
      dismiss: { host.dismiss($0) }
    )
    let token = observe {
      sheet.update()
      alert.update()
    }
    model.destination = .add(FormModel(title: "Form"))
    await settleObservations()
    alertBinding.wrappedValue = AlertState { TextState("Sure?") }
    await settleObservations()
    #expect(host.visible == ["sheet Form", "alert Sure?"])

    alert.userDidDismiss()
    await settleObservations()

    #expect(alertBinding.wrappedValue == nil)
    #expect(host.visible == ["sheet Form"])
    #expect(model.destination != nil)
    token.cancel()
  }

  @Test func alertIdentityIsItsID() async {
    let model = FeatureModel()
    let host = FakeHost()
    let engine = PresentationEngine(
      item: FeatureView(model: model).$model.destination.alert,
      present: { host.present($0.wrappedValue.title.string) },
      dismiss: { host.dismiss($0) }
    )
    var alert = AlertState<FeatureModel.AlertAction> { TextState("One") }
    model.destination = .alert(alert)
    engine.update()
    alert.message = TextState("changed in place")
    model.destination = .alert(alert)
    engine.update()
    model.destination = .alert(AlertState { TextState("Two") })
    engine.update()

    #expect(host.log == ["present One", "dismiss One", "present Two"])
  }

  @Test func isPresentedFormShowsWhileTrueAndUserDismissalWritesFalse() async {
    let isPresented = UIBinding(value: false)
    let host = FakeHost()
    let engine = PresentationEngine(
      isPresented: isPresented,
      present: { host.present("popover") },
      dismiss: { host.dismiss($0) }
    )
    let token = observe { engine.update() }

    isPresented.wrappedValue = true
    await settleObservations()
    #expect(host.visible == ["popover"])

    engine.userDidDismiss()
    await settleObservations()
    #expect(isPresented.wrappedValue == false)
    #expect(host.log == ["present popover", "dismiss popover"])
    token.cancel()
  }

  @Test func payloadLessCaseDrivesAnIsPresentedEngine() async {
    let model = FeatureModel()
    let host = FakeHost()
    let engine = PresentationEngine(
      isPresented: FeatureView(model: model).$model.destination.confirm,
      present: { host.present("confirm") },
      dismiss: { host.dismiss($0) }
    )
    model.destination = .confirm
    engine.update()
    engine.userDidDismiss()
    #expect(model.destination == nil)
    #expect(host.log == ["present confirm", "dismiss confirm"])
  }

  @Test func customIdentityDecidesWhatIsTheSameItem() {
    let item = UIBinding<Standup?>(value: Standup(title: "A"))
    let host = FakeHost()
    let engine = PresentationEngine(
      item: item,
      identity: PresentationIdentity { $0.title },
      present: { host.present($0.wrappedValue.title) },
      dismiss: { host.dismiss($0) }
    )
    engine.update()
    item.wrappedValue?.duration = 10
    engine.update()
    item.wrappedValue?.title = "B"
    engine.update()
    #expect(host.log == ["present A", "dismiss A", "present B"])
  }
}
