import CairnSharing
import Testing

@Suite struct ContinuationTests {
  @Test func aLoadContinuationDeliversItsResultOnce() {
    let results = Collected<[Int?]>([])
    let continuation = LoadContinuation<Int> { result in
      results.withValue { $0.append(try? result.get()) }
    }
    continuation.resume(returning: 1)
    withKnownIssue {
      continuation.resume(returning: 2)
    } matching: {
      $0.description.contains("more than once")
    }
    #expect(results.value == [1])
  }

  @Test func aDroppedLoadContinuationIsReportedAndResumedWithNoValue() {
    let results = Collected<[Int?]>([])
    withKnownIssue {
      do {
        _ = LoadContinuation<Int>("a test key") { result in
          results.withValue { $0.append(try? result.get()) }
        }
      }
    } matching: {
      $0.description.contains("'a test key'")
    }
    #expect(results.value == [nil])
  }

  @Test func aSaveContinuationReportsSuccessOrFailure() {
    let outcomes = Collected<[Bool]>([])
    let record: @Sendable (Result<Never?, any Error>) -> Void = { result in
      if case .success = result {
        outcomes.withValue { $0.append(true) }
      } else {
        outcomes.withValue { $0.append(false) }
      }
    }
    SaveContinuation(callback: record).resume()
    SaveContinuation(callback: record).resume(throwing: DiskFull())
    #expect(outcomes.value == [true, false])
  }

  @Test func aSubscriptionCancelsOnceWhetherCancelledOrReleased() {
    let cancels = Collected(0)
    do {
      let subscription = SharedSubscription { cancels.withValue { $0 += 1 } }
      subscription.cancel()
      subscription.cancel()
    }
    #expect(cancels.value == 1)
    do {
      _ = SharedSubscription { cancels.withValue { $0 += 1 } }
    }
    #expect(cancels.value == 2)
  }

  @Test func loadContextCarriesTheInitialValue() {
    #expect(LoadContext.initialValue(3).initialValue == 3)
    #expect(LoadContext<Int>.userInitiated.initialValue == nil)
  }
}
