import Observation

/// Whether a ``PostgresSharingClient`` can reach its database, for the UI to show.
///
/// While the database is away, ``message`` says so and that nothing is lost; the changes made
/// meanwhile are kept (``hasPendingChanges``) and written, merged by id and by field, when it
/// is back. Read it in a view: the view re-renders when it changes.
@MainActor
@Observable
public final class PostgresSharingStatus {
  /// Whether the last attempt to reach the database succeeded.
  public private(set) var isReachable = false
  /// Whether changes are waiting to be written.
  public private(set) var hasPendingChanges = false
  /// Why the database cannot be reached, when it cannot.
  public private(set) var lastError: String?
  /// Ids of rows whose data could not be decoded, by collection: they are left untouched in
  /// the database and missing from the shared value.
  public private(set) var unreadableRows: [String: [String]] = [:]

  /// The sentence to show a person, or `nil` when all is well.
  public var message: String? {
    guard !isReachable, lastError != nil || hasPendingChanges else { return nil }
    return hasPendingChanges
      ? "The database is unreachable. Your changes are kept and will be saved when it is back."
      : "The database is unreachable. Changes will be saved when it is back."
  }

  private var sequence = 0

  nonisolated init() {}

  func apply(_ update: Update) {
    guard update.sequence > sequence else { return }
    sequence = update.sequence
    if isReachable != update.isReachable { isReachable = update.isReachable }
    if lastError != update.error { lastError = update.error }
    if hasPendingChanges != update.hasPendingChanges {
      hasPendingChanges = update.hasPendingChanges
    }
    if unreadableRows != update.unreadableRows { unreadableRows = update.unreadableRows }
  }

  /// The whole status at one moment, numbered so a late one never overrides a newer one.
  struct Update: Sendable, Equatable {
    var sequence = 0
    var isReachable = false
    var error: String?
    var hasPendingChanges = false
    var unreadableRows: [String: [String]] = [:]
  }
}
