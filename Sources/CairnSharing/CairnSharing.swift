/// Cairn's `@Shared`: state shared between features and persisted by a key, with
/// swift-sharing's names and semantics.
public enum CairnSharingModule {}
