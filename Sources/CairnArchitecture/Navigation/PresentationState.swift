import CustomDump
import Synchronization

/// The optional state of a presented child feature (a sheet, an alert, a drill-down), as a
/// parent holds it. Declare it with ``Presents()``:
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// ```
///
/// Each presentation has an identity: assigning a value (presenting, or replacing what is
/// presented) starts a new one, while the child's own changes keep it. The child's effects
/// belong to its presentation and are cancelled when it ends.
@propertyWrapper
public struct PresentationState<State> {
  private var storage: Storage
  /// What `ifLet` saw presented when it last ran: how it notices a child that another reducer
  /// dismissed or replaced in between, and cancels that child's effects.
  var seen: SeenPresentation?

  /// A presentation of `wrappedValue`, or none for `nil`.
  public init(wrappedValue: State?) {
    self.storage = Storage(value: wrappedValue, id: PresentationID.next())
  }

  /// The presented child's state; `nil` while nothing is presented. Setting it starts a new
  /// presentation; changing the child in place does not.
  public var wrappedValue: State? {
    get { storage.value }
    set {
      storage = Storage(value: newValue, id: PresentationID.next())
    }
    _modify {
      if !isKnownUniquelyReferenced(&storage) {
        storage = Storage(value: storage.value, id: storage.id)
      }
      yield &storage.value
    }
  }

  /// The presentation itself, for `ifLet`:
  /// `\.$destination`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A new presentation of `newValue` (or none) that keeps what `ifLet` saw presented, so
  /// `ifLet` can still cancel the effects of the child it replaces: what a `@Presents`
  /// property's setter assigns.
  public func _presenting(_ newValue: State?) -> Self {
    var presentation = PresentationState(wrappedValue: newValue)
    presentation.seen = seen
    return presentation
  }

  /// Gives the presented state the identity `id`: the same child, assigned anew, stays the
  /// same presentation; a child that became another one gets a new identity.
  mutating func restamp(_ id: PresentationID) {
    storage = Storage(value: storage.value, id: id)
  }

  /// The identity of the presented child by its content (enum case, `Identifiable` id);
  /// `nil` while nothing is presented.
  func childIdentity(_ reader: ChildIdentityReader<State>) -> ChildIdentity? {
    guard storage.value != nil else { return nil }
    return reader.isTrivial ? .shared : reader(storage.value!)
  }

  /// Whether `other` is an unchanged copy of this presentation: then both hold the same
  /// state.
  func sharesStorage(with other: Self) -> Bool {
    storage === other.storage
  }

  /// Changes the presented state in place: the presentation keeps its identity (and its
  /// effects), unless `body` sets `nil`.
  mutating func modifyInPlace<Result>(_ body: (inout State?) -> Result) -> Result {
    body(&wrappedValue)
  }

  /// The identity of the current presentation; `nil` while nothing is presented.
  var presentationID: PresentationID? {
    storage.value == nil ? nil : storage.id
  }

  private final class Storage {
    var value: State?
    let id: PresentationID

    init(value: State?, id: PresentationID) {
      self.value = value
      self.id = id
    }
  }
}

/// A presentation as `ifLet` last saw it.
struct SeenPresentation: Hashable, Sendable {
  let id: PresentationID
  let identity: ChildIdentity
}

/// The identity of one presentation: new for every value assigned to a ``PresentationState``.
struct PresentationID: Hashable, Sendable {
  let rawValue: UInt64

  private static let counter = Atomic<UInt64>(0)

  /// A new identity, different from every other.
  static func next() -> Self {
    Self(rawValue: counter.wrappingAdd(1, ordering: .relaxed).newValue)
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Equal when the presented states are: the presentation's identity takes no part. Two
  /// copies of the same presentation that neither changed since share their storage and are
  /// equal at once, without comparing the child's state (a store compares state after every
  /// action; a large presented child would otherwise be compared each time).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sharesStorage(with: rhs) || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented state.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

/// Presentation state is a value: its storage is copied before any change that another copy
/// could see.
extension PresentationState: @unchecked Sendable where State: Sendable {}

extension PresentationState: CustomDumpReflectable {
  /// Dumps as the optional presented state.
  public var customDumpMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}

extension PresentationState: Decodable where State: Decodable {
  /// Decodes the presented state (or `nil`) as a presentation of its own.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  /// Encodes the presented state, or `nil`.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}
