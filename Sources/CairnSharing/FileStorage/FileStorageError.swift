import Foundation

/// Why a file-stored value could not be read or saved.
///
/// A ``FileStorageKey`` reports these through a shared value's `loadError` and `saveError`, so a
/// screen can say what happened. None of them loses data: each says where the data is.
public enum FileStorageError: Error, Equatable, Sendable {
  /// The file exists but could not be read (it is a directory, a pipe, a device, larger than
  /// the limit, a link to nothing, or the system refused). Nothing is saved over it until it
  /// can be read; changes made meanwhile wait in memory and are merged in once it can.
  case cannotRead(URL, reason: String)
  /// The file was read but did not decode. It was renamed to `movedTo` and kept as it was;
  /// the value starts from its default.
  case cannotDecode(URL, movedTo: URL, reason: String)
  /// Another program changed the file while changes made here were still unsaved, and the two
  /// could not be merged. The other program's file was renamed to `movedTo` and kept; the
  /// changes made here are saved in its place.
  case changedElsewhere(URL, movedTo: URL)
  /// A save did not complete; the file is as it was before it, and the change is kept in
  /// memory and tried again later.
  case cannotSave(URL, reason: String)
  /// The change was not saved because the file could not be read: it waits in memory (see
  /// ``cannotRead(_:reason:)``).
  case savesHeld(URL, reason: String)
  /// The value could not be encoded; nothing was written.
  case cannotEncode(URL, reason: String)
  /// At shutdown the changes could not be saved in the file (`reason` says why); they were
  /// written to `keptAt` instead, and are merged into the file the next time it is loaded.
  case keptUnsaved(URL, keptAt: URL, reason: String)
}

extension FileStorageError: CustomStringConvertible, LocalizedError {
  /// A sentence for a person.
  public var description: String {
    switch self {
    case .cannotRead(let url, let reason):
      "\(url.lastPathComponent) could not be read (\(reason)); nothing will be saved over it "
        + "until it can be read."
    case .cannotDecode(let url, let movedTo, let reason):
      "\(url.lastPathComponent) could not be understood (\(reason)); it was kept as "
        + "\(movedTo.lastPathComponent)."
    case .changedElsewhere(let url, let movedTo):
      "\(url.lastPathComponent) was changed by another program while changes made here were "
        + "unsaved; its version was kept as \(movedTo.lastPathComponent)."
    case .cannotSave(let url, let reason):
      "Changes to \(url.lastPathComponent) could not be saved (\(reason)); they are kept and "
        + "will be tried again."
    case .savesHeld(let url, let reason):
      "Changes to \(url.lastPathComponent) are kept in memory: the file could not be read "
        + "(\(reason))."
    case .cannotEncode(let url, let reason):
      "Changes to \(url.lastPathComponent) could not be encoded (\(reason))."
    case .keptUnsaved(let url, let keptAt, let reason):
      "Changes to \(url.lastPathComponent) could not be saved (\(reason)); they were kept in "
        + "\(keptAt.lastPathComponent) and will be merged in when the file is next loaded."
    }
  }

  /// The same sentence, for `localizedDescription`.
  public var errorDescription: String? { description }
}
