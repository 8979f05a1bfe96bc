public import Dependencies

private enum FileStorageDependencyKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem.writingInBackground() }
  static var previewValue: FileStorage { .inMemory }
  static var testValue: FileStorage { .inMemory }
}

extension DependencyValues {
  /// The storage `.fileStorage` keys read and write.
  ///
  /// An app uses the real file system. Tests and previews get a fresh file system in memory,
  /// so they never touch the real disk and never see each other's files; a test that means to
  /// use real files says so:
  ///
  /// ```swift
  /// @Test(.dependency(\.defaultFileStorage, .fileSystem))
  /// func savesToDisk() { … }
  /// ```
  ///
  /// The key reads this dependency when it is created.
  public var defaultFileStorage: FileStorage {
    get { self[FileStorageDependencyKey.self] }
    set { self[FileStorageDependencyKey.self] = newValue }
  }
}
