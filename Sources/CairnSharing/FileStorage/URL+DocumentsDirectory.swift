public import Foundation

#if !canImport(Darwin)
  extension URL {
    /// The user's documents folder, where apps written for Apple's platforms keep their
    /// files (`.fileStorage(.documentsDirectory.appending(component: "sync-ups.json"))`).
    ///
    /// Apple's Foundation has it; Linux's does not, so Cairn supplies it there: the folder
    /// `FileManager` names for the user's documents (`~/Documents`, or the `XDG_DOCUMENTS_DIR`
    /// the desktop configured), else `Documents` in the home folder. A server keeping its
    /// data elsewhere passes its own URL instead.
    public static var documentsDirectory: URL {
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        ?? URL.homeDirectory.appending(component: "Documents")
    }
  }
#endif
