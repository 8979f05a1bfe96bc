import CairnSharing
import Testing

@Test func aSharedValueIsReadBackAfterAChange() {
  let count = Shared(value: 1)
  count.withLock { $0 += 1 }
  #expect(count.wrappedValue == 2)
}
