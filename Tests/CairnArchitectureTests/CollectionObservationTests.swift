import CairnArchitecture
import Foundation
import Observation
import Testing

/// Observation of collections of `@ObservableState` elements: a change inside one element tells
/// only the readers of that element's field; inserting, removing, moving or replacing elements
/// tells the readers of the collection.
@MainActor
@Suite("Collection observation")
struct CollectionObservationTests {
  @Test func changingOneRowTellsItsFieldsReadersAndNotTheListsNorAnotherRowsReaders() async {
    let store = Store(initialState: Checklist.State()) { Checklist() }
    var listRuns = 0
    var firstRuns = 0
    var secondRuns = 0
    let tokens = [
      observe {
        _ = store.rows.count
        listRuns += 1
      },
      observe {
        _ = store.rows[id: 1]?.title
        firstRuns += 1
      },
      observe {
        _ = store.rows[id: 2]?.title
        secondRuns += 1
      },
    ]
    // Through `forEach`: the element is changed through the reducer's key path.
    store.send(.rows(.element(id: 1, action: .retitle("Milk"))))
    await settleObservations()
    #expect((listRuns, firstRuns, secondRuns) == (1, 2, 1))
    #expect(store.rows[id: 1]?.title == "Milk")

    // In the parent's own reducer: the element is changed in place.
    store.send(.retitleInPlace(id: 2, "Eggs"))
    await settleObservations()
    #expect((listRuns, firstRuns, secondRuns) == (1, 2, 2))
    #expect(store.rows[id: 2]?.title == "Eggs")
    for token in tokens { token.cancel() }
  }

  @Test(arguments: [
    Checklist.Action.insert(id: 3),
    .remove(id: 1),
    .moveLastFirst,
    .replace(id: 2, "Bread"),
    .replaceAll,
  ])
  func insertingRemovingMovingOrReplacingTellsTheListsReaders(
    _ action: Checklist.Action
  ) async {
    let store = Store(initialState: Checklist.State()) { Checklist() }
    var listRuns = 0
    let token = observe {
      _ = store.rows.count
      listRuns += 1
    }
    store.send(action)
    await settleObservations()
    #expect(listRuns == 2)
    token.cancel()
  }

  @Test func aRowReplacedByANewValueWithTheSameIDTellsTheReadersOfTheOldOne() async {
    let store = Store(initialState: Checklist.State()) { Checklist() }
    var seen: [String?] = []
    // The reader read the old row's field through the list: the new row has its own
    // registrar, so only the list's notification can reach this reader.
    let token = observe { seen.append(store.rows[id: 2]?.title) }
    store.send(.replace(id: 2, "Bread"))
    await settleObservations()
    #expect(seen == ["Butter", "Bread"])
    token.cancel()
  }

  @Test func setCopyWithTheSameRowsTellsOnlyTheChangedFieldsReaders() async {
    let store = Store(initialState: Checklist.State()) { Checklist() }
    var listRuns = 0
    var firstRuns = 0
    let tokens = [
      observe {
        _ = store.rows.count
        listRuns += 1
      },
      observe {
        _ = store.rows[id: 1]?.isDone
        firstRuns += 1
      },
    ]
    store.send(.toggleAllThroughACopy)
    await settleObservations()
    #expect((listRuns, firstRuns) == (1, 2))
    #expect(store.rows.filter(\.isDone).count == 2)
    for token in tokens { token.cancel() }
  }

  @Test func anArrayOfObservableStateIsObservedTheSameWay() async {
    let store = Store(initialState: Checklist.State()) { Checklist() }
    var listRuns = 0
    var firstRuns = 0
    let tokens = [
      observe {
        _ = store.archive.count
        listRuns += 1
      },
      observe {
        _ = store.archive.first?.title
        firstRuns += 1
      },
    ]
    store.send(.retitleArchived("Flour"))
    await settleObservations()
    #expect((listRuns, firstRuns) == (1, 2))
    store.send(.archive)
    await settleObservations()
    #expect((listRuns, firstRuns) == (2, 3))
    for token in tokens { token.cancel() }
  }

  @Test func withObservationTrackingSeesTheSameGranularity() {
    let store = Store(initialState: Checklist.State()) { Checklist() }
    let listChanged = Flag()
    let rowChanged = Flag()
    withObservationTracking {
      _ = store.rows.count
    } onChange: {
      listChanged.isSet = true
    }
    withObservationTracking {
      _ = store.rows[id: 1]?.title
    } onChange: {
      rowChanged.isSet = true
    }
    store.send(.retitleInPlace(id: 1, "Milk"))
    #expect(!listChanged.isSet)
    #expect(rowChanged.isSet)

    withObservationTracking {
      _ = store.rows.count
    } onChange: {
      listChanged.isSet = true
    }
    store.send(.remove(id: 2))
    #expect(listChanged.isSet)
  }

  @Test func aChildSetToACopyOfItselfTellsOnlyItsFieldsReaders() async {
    let store = Store(initialState: Checklist.State()) { Checklist() }
    var childRuns = 0
    var titleRuns = 0
    let tokens = [
      observe {
        _ = store.draft
        childRuns += 1
      },
      observe {
        _ = store.draft.title
        titleRuns += 1
      },
    ]
    store.send(.retitleDraftThroughACopy("Jam"))
    await settleObservations()
    #expect((childRuns, titleRuns) == (1, 2))

    store.send(.newDraft)
    await settleObservations()
    #expect((childRuns, titleRuns) == (2, 3))
    for token in tokens { token.cancel() }
  }

  @Test func aStackIsObservedByItsScreensAndTheirIDs() async {
    let store = Store(initialState: Checklist.State()) { Checklist() }
    var stackRuns = 0
    var screenRuns = 0
    let tokens = [
      observe {
        _ = store.path.count
        stackRuns += 1
      },
      observe {
        _ = store.path.first?.title
        screenRuns += 1
      },
    ]
    store.send(.retitleScreen("Details"))
    await settleObservations()
    #expect((stackRuns, screenRuns) == (1, 2))

    // The same screen in a new stack: new element ids, so the stack's readers hear of it.
    store.send(.rebuildStack)
    await settleObservations()
    #expect((stackRuns, screenRuns) == (2, 3))

    store.send(.popScreen)
    await settleObservations()
    #expect((stackRuns, screenRuns) == (3, 4))
    #expect(store.path.isEmpty)
    for token in tokens { token.cancel() }
  }

  @Test func identityOfACollectionFollowsItsElements() {
    let rows: IdentifiedArrayOf<Item.State> = [
      Item.State(id: 1, title: "a"), Item.State(id: 2, title: "b"),
    ]
    var changedInPlace = rows
    changedInPlace[id: 1]?.title = "z"
    #expect(_$isIdentityEqual(rows, changedInPlace))
    #expect(ObservableStateID._$id(forElementsOf: rows) == ._$id(forElementsOf: changedInPlace))

    var replaced = rows
    replaced[id: 1] = Item.State(id: 1, title: "a")
    #expect(!_$isIdentityEqual(rows, replaced))
    #expect(ObservableStateID._$id(forElementsOf: rows) != ._$id(forElementsOf: replaced))

    let reversed = IdentifiedArrayOf(uniqueElements: rows.reversed())
    #expect(!_$isIdentityEqual(rows, reversed))
    #expect(ObservableStateID._$id(forElementsOf: rows) != ._$id(forElementsOf: reversed))

    let shorter = IdentifiedArrayOf(uniqueElements: rows.prefix(1))
    #expect(!_$isIdentityEqual(rows, shorter))
    #expect(ObservableStateID._$id(forElementsOf: rows) != ._$id(forElementsOf: shorter))
  }
}

/// Set by an observation's `onChange`, which runs synchronously on the thread of the change
/// (here, always the test's).
private final class Flag: @unchecked Sendable {
  var isSet = false
}

/// A row of a checklist.
@Reducer
struct Item {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var isDone = false
  }
  enum Action: Equatable {
    case retitle(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .retitle(let title): state.title = title
      }
      return .none
    }
  }
}

/// A checklist: rows run by `forEach`, an archive in a plain array, and a draft child.
@Reducer
struct Checklist {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Item.State> = [
      Item.State(id: 1, title: "Apples"), Item.State(id: 2, title: "Butter"),
    ]
    var archive: [Item.State] = [Item.State(id: 9, title: "Sugar")]
    var draft = Item.State(id: 0, title: "")
    var path = StackState([Item.State(id: 5, title: "Screen")])
  }
  enum Action: Equatable, Sendable {
    case archive
    case insert(id: Int)
    case moveLastFirst
    case newDraft
    case popScreen
    case rebuildStack
    case remove(id: Int)
    case replace(id: Int, String)
    case replaceAll
    case retitleArchived(String)
    case retitleDraftThroughACopy(String)
    case retitleInPlace(id: Int, String)
    case retitleScreen(String)
    case rows(IdentifiedActionOf<Item>)
    case toggleAllThroughACopy
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .archive:
        state.archive.append(Item.State(id: 10, title: "Salt"))
      case .insert(let id):
        state.rows.append(Item.State(id: id, title: "New"))
      case .moveLastFirst:
        state.rows.move(fromOffsets: [state.rows.count - 1], toOffset: 0)
      case .newDraft:
        state.draft = Item.State(id: 0, title: "")
      case .popScreen:
        state.path.removeAll()
      case .rebuildStack:
        state.path = StackState(Array(state.path))
      case .remove(let id):
        state.rows.remove(id: id)
      case .replace(let id, let title):
        state.rows[id: id] = Item.State(id: id, title: title)
      case .replaceAll:
        state.rows = [Item.State(id: 1, title: "Apples"), Item.State(id: 2, title: "Butter")]
      case .retitleArchived(let title):
        state.archive[0].title = title
      case .retitleDraftThroughACopy(let title):
        var draft = state.draft
        draft.title = title
        state.draft = draft
      case .retitleInPlace(let id, let title):
        state.rows[id: id]?.title = title
      case .retitleScreen(let title):
        state.path[id: state.path.ids[0]]?.title = title
      case .rows:
        break
      case .toggleAllThroughACopy:
        var rows = state.rows
        for id in rows.ids { rows[id: id]?.isDone = true }
        state.rows = rows
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Item() }
  }
}
