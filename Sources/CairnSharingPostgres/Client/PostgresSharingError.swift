/// Why a shared collection could not be loaded from or saved to PostgreSQL.
public enum PostgresSharingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The database cannot be reached; changes are kept and written when it is back.
  case unreachable(database: String, reason: String)
  /// The database is reachable but refused a statement (a permission, a constraint, or rows
  /// that kept changing under a write); the change stays pending and is tried again.
  case refused(database: String, reason: String)
  /// An element did not encode as a JSON object with an `"id"` member.
  case notIdentified(collection: String)

  /// A sentence for a person.
  public var description: String {
    switch self {
    case .unreachable(let database, let reason):
      "The database \(database) is unreachable (\(reason)). Your changes are kept and will be "
        + "saved when it is back."
    case .refused(let database, let reason):
      "The database \(database) refused a change (\(reason)). Your changes are kept and will be "
        + "tried again."
    case .notIdentified(let collection):
      "An element of \(collection) did not encode as a JSON object with an \"id\"."
    }
  }
}
