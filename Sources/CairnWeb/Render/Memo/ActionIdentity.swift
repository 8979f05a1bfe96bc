/// What an action the runtime hands a subtree (a dismiss, a navigation link's push) acts on,
/// so two renders' actions can be told to be the same: the object whose state the action
/// changes, and a detail such as a screen's depth.
///
/// The object is held, so its identity cannot pass to another object while a remembered
/// render compares against it.
struct ActionIdentity: Hashable {
  let object: AnyObject
  let detail: Int

  init(_ object: AnyObject, detail: Int = 0) {
    self.object = object
    self.detail = detail
  }

  static func == (lhs: ActionIdentity, rhs: ActionIdentity) -> Bool {
    lhs.object === rhs.object && lhs.detail == rhs.detail
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(object))
    hasher.combine(detail)
  }
}

/// How an action compares between renders: absent, known by what it acts on, or opaque (a
/// closure from elsewhere, which never compares equal).
enum ActionFingerprint: Equatable {
  case none
  case identified(ActionIdentity)
  case opaque

  init(hasAction: Bool, identity: ActionIdentity?) {
    if !hasAction {
      self = .none
    } else if let identity {
      self = .identified(identity)
    } else {
      self = .opaque
    }
  }

  static func == (lhs: ActionFingerprint, rhs: ActionFingerprint) -> Bool {
    switch (lhs, rhs) {
    case (.none, .none): true
    case (.identified(let lhs), .identified(let rhs)): lhs == rhs
    default: false
    }
  }
}
