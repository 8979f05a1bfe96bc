@_spi(Reflection) import CasePaths

/// Which child a piece of optional or enum state holds, as `ifLet`, `ifCaseLet` and `forEach`
/// tell one child from the next: the same child while it keeps its enum case and, when it is
/// `Identifiable` (itself or its case's payload), its id. A new identity ends the old child:
/// its effects are cancelled.
struct ChildIdentity: Hashable, @unchecked Sendable {
  /// The enum case, for enum state.
  let tag: UInt32?
  /// The `Identifiable` id of the state or of its case's payload.
  let id: AnyHashable?

  /// The identity every value of a plain (not enum, not `Identifiable`) type shares.
  static let shared = ChildIdentity(tag: nil, id: nil)
}

/// Reads a ``ChildIdentity`` from values of one type; what to look at is decided once per
/// type, so a plain struct child costs nothing per action.
struct ChildIdentityReader<Value> {
  private let read: ((Value) -> ChildIdentity)?

  init() {
    if let metadata = EnumMetadata(Value.self) {
      read = { value in
        ChildIdentity(
          tag: metadata.tag(of: value),
          id: identifiableID(value) ?? EnumMetadata.project(value).flatMap(identifiableID))
      }
    } else if Value.self is any Identifiable.Type {
      read = { ChildIdentity(tag: nil, id: identifiableID($0)) }
    } else {
      read = nil
    }
  }

  /// Whether every value has the same identity (a plain struct child).
  var isTrivial: Bool { read == nil }

  /// The identity of `value`.
  func callAsFunction(_ value: Value) -> ChildIdentity {
    read?(value) ?? .shared
  }
}

/// The id of `value` when it is `Identifiable`.
private func identifiableID(_ value: Any) -> AnyHashable? {
  guard let identifiable = value as? any Identifiable else { return nil }
  return id(of: identifiable)
}

private func id<Value: Identifiable>(of value: Value) -> AnyHashable {
  AnyHashable(value.id)
}

/// The cancellation id of one child's effects: the place the parent keeps it (a key path or a
/// case path's types) and which child is there.
struct ChildEffectsID: Hashable, @unchecked Sendable {
  let place: AnyHashable
  let child: ChildIdentity
}
