import Dependencies
import Foundation
import Testing

@_spi(References) @testable import CairnSharing

/// A file storage key lives as long as its shared values: nothing it waits for (a held save,
/// a read retry, the watcher) keeps it alive after the last `@Shared` of its file is gone.
@Suite("File storage: a key's lifetime")
struct FileStorageLifetimeTests {
  @Test(arguments: [(false, false), (true, false), (false, true), (true, true)])
  func aKeyGoesWithItsLastSharedValue(unreadable: Bool, changed: Bool) throws {
    let files = InMemoryFileSystem()
    files[FileStorageTesting.url] = Data("[]".utf8)
    if unreadable { files.readFailure = "Permission denied" }
    let storage = FileStorage.inMemory(files, throttlesSaves: true)
    weak var weakKey: FileStorageKey<[Item]>?
    weak var weakReference: _PersistentReference<FileStorageKey<[Item]>>?
    do {
      let items = FileStorageTesting.shared(storage, clock: TestClock())
      weakReference = items.reference as? _PersistentReference<FileStorageKey<[Item]>>
      weakKey = weakReference?.key
      #expect(weakKey != nil)
      if changed { items.withLock { $0.append(Item(id: 1, name: "Changed")) } }
    }
    #expect(weakReference == nil)
    #expect(weakKey == nil, "a held save must not keep the key alive")
  }
}
