import CairnSharing
import Testing

@Suite struct SharedKeyLifecycleTests {
  @Test func creatingASharedValueLoadsItFromTheKeyWithTheDefaultAsContext() {
    let controller = KeyController<Int>(stored: 42)
    @Shared(.controlled("count", controller)) var count = 0
    #expect(count == 42)
    #expect(controller.loadCount == 1)
    #expect(controller.subscriberCount == 1)
  }

  @Test func aKeyHoldingNothingLeavesTheDefault() {
    let controller = KeyController<Int>()
    @Shared(.controlled("count", controller)) var count = 5
    #expect(count == 5)
  }

  @Test func isLoadingUntilTheFirstLoadAnswers() {
    let controller = KeyController<Int>(stored: 8)
    controller.loadsWait = true
    @Shared(.controlled("count", controller)) var count = 0
    #expect($count.isLoading)
    #expect(count == 0)
    controller.resumeLoads()
    #expect(!$count.isLoading)
    #expect(count == 8)
  }

  @Test func everyChangeIsSavedAfterTheChangeWithTheDidSetContext() {
    let controller = KeyController<Int>()
    @Shared(.controlled("count", controller)) var count = 0
    $count.withLock { $0 += 1 }
    $count.withLock { $0 += 1 }
    #expect(controller.savedValues == [1, 2])
    #expect(controller.saveContexts == [.didSet, .didSet])
  }

  @Test func aChangeToAMemberSavesTheWholeValue() {
    let controller = KeyController<Standup>()
    @Shared(.controlled("standup", controller)) var standup = Standup(id: 1, title: "A")
    $standup.title.withLock { $0 = "B" }
    #expect(controller.savedValues == [Standup(id: 1, title: "B")])
  }

  @Test func anExplicitSaveIsUserInitiated() async throws {
    let controller = KeyController<Int>()
    @Shared(.controlled("count", controller)) var count = 3
    try await $count.save()
    #expect(controller.savedValues == [3])
    #expect(controller.saveContexts == [.userInitiated])
  }

  @Test func aFailedSaveIsKeptInSaveErrorUntilASaveSucceeds() async throws {
    let controller = KeyController<Int>()
    @Shared(.controlled("count", controller)) var count = 0
    controller.saveFailure = DiskFull()
    $count.withLock { $0 = 1 }
    #expect($count.saveError is DiskFull)
    #expect(count == 1)
    controller.saveFailure = nil
    $count.withLock { $0 = 2 }
    #expect($count.saveError == nil)
  }

  @Test func anExplicitSaveThatFailsThrowsAndIsKept() async {
    let controller = KeyController<Int>()
    @Shared(.controlled("count", controller)) var count = 0
    controller.saveFailure = DiskFull()
    await #expect(throws: DiskFull.self) { try await $count.save() }
    #expect($count.saveError is DiskFull)
  }

  @Test func aKeyCanReportASaveMadeOnItsOwn() {
    let controller = KeyController<Int>()
    @Shared(.controlled("count", controller)) var count = 0
    controller.yieldSaveResult(.failure(DiskFull()))
    #expect($count.saveError is DiskFull)
    controller.yieldSaveResult(.success(()))
    #expect($count.saveError == nil)
  }

  @Test func anExternalChangeReachesEverySharedValueOfTheKey() {
    let controller = KeyController<Int>()
    @Shared(.controlled("count", controller)) var count = 0
    @SharedReader(.controlled("count", controller)) var reader = 0
    controller.yield(12)
    #expect(count == 12)
    #expect(reader == 12)
    #expect(controller.savedValues.isEmpty, "an external change is not saved back")
  }

  @Test func anExternalDeletionGoesBackToTheDefault() {
    let controller = KeyController<Int>(stored: 4)
    @Shared(.controlled("count", controller)) var count = 1
    #expect(count == 4)
    controller.yield(with: .success(nil))
    #expect(count == 1)
  }

  @Test func anExternalErrorKeepsTheValueAndIsShownUntilTheNextValue() {
    let controller = KeyController<Int>(stored: 4)
    @Shared(.controlled("count", controller)) var count = 0
    controller.yield(with: .failure(Unreadable()))
    #expect($count.loadError is Unreadable)
    #expect(count == 4)
    controller.yield(5)
    #expect($count.loadError == nil)
    #expect(count == 5)
  }

  @Test func theKeyCanReportLoadingThroughItsSubscriber() {
    let controller = KeyController<Int>()
    @Shared(.controlled("count", controller)) var count = 0
    controller.yieldLoading(true)
    #expect($count.isLoading)
    controller.yieldLoading(false)
    #expect(!$count.isLoading)
  }

  @Test func anExplicitLoadFetchesTheFreshestValue() async throws {
    let controller = KeyController<Int>(stored: 1)
    @Shared(.controlled("count", controller)) var count = 0
    controller.stored = 2
    try await $count.load()
    #expect(count == 2)
    #expect(controller.loadCount == 2)
  }

  @Test func aFailedLoadThrowsKeepsTheValueAndIsClearedByTheNextLoad() async throws {
    let controller = KeyController<Int>(stored: 1)
    @Shared(.controlled("count", controller)) var count = 0
    controller.loadFailure = Unreadable()
    await #expect(throws: Unreadable.self) { try await $count.load() }
    #expect($count.loadError is Unreadable)
    #expect(count == 1)
    controller.loadFailure = nil
    try await $count.load()
    #expect($count.loadError == nil)
  }

  @Test func aFailedFirstLoadIsShownAsLoadError() {
    let controller = KeyController<Int>()
    controller.loadFailure = Unreadable()
    @Shared(.controlled("count", controller)) var count = 7
    #expect($count.loadError is Unreadable)
    #expect(count == 7)
  }

  @Test func requireLoadsOrThrows() async throws {
    let controller = KeyController<Int>(stored: 3)
    let count = try await Shared(require: .controlled("count", controller))
    #expect(count.wrappedValue == 3)
    let empty = KeyController<Int>()
    await #expect(throws: (any Error).self) {
      _ = try await Shared(require: .controlled("empty", empty))
    }
    let reader = try await SharedReader(require: .controlled("count", controller))
    #expect(reader.wrappedValue == 3)
  }

  @Test func loadingAnotherKeyMovesEveryCopyToIt() async throws {
    let first = KeyController<Int>(stored: 1)
    let second = KeyController<Int>(stored: 2)
    @Shared(.controlled("first", first)) var count = 0
    let copy = $count
    try await $count.load(.controlled("second", second))
    #expect(count == 2)
    #expect(copy.wrappedValue == 2)
    copy.withLock { $0 = 3 }
    #expect(second.savedValues == [3])
    #expect(first.savedValues.isEmpty)
  }

  @Test func theSubscriptionEndsWithTheLastSharedValueOfTheKey() {
    let controller = KeyController<Int>()
    do {
      @Shared(.controlled("count", controller)) var first = 0
      @Shared(.controlled("count", controller)) var second = 0
      #expect(first == second)
      #expect(controller.subscriberCount == 1)
      #expect(controller.cancelledSubscriptions == 0)
    }
    #expect(controller.cancelledSubscriptions == 1)
  }

  @Test func aSharedValueReadsTheExternalChangeMadeFromAnotherThread() async {
    let controller = KeyController<Int>()
    @Shared(.controlled("count", controller)) var count = 0
    await Task.detached { controller.yield(30) }.value
    #expect(count == 30)
  }
}
