@_spi(SharedChangeTracking) import CairnSharing

extension TestStore {
  /// Fails when shared state changed after the last assertion and the test ends (`finish()`,
  /// or the store is released) without asserting it: an effect that wrote to a `Shared` after
  /// the last action the test received, say. The failure shows the change as a diff; a
  /// non-exhaustive store lets it pass, as it lets any unasserted change pass.
  func checkNoSharedChanges(at origin: EffectOrigin) {
    guard sharedChangeTracker.hasChanges else { return }
    expect(
      nil, from: state, to: state, skipUnnecessaryModifyFailure: true,
      heading: """
        Test store finished before asserting against changes to shared state. Assert them \
        with "store.assert { … }" before the end of the test
        """,
      at: origin)
  }
}
