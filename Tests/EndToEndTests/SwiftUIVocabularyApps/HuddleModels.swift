import Cairn
import CairnWeb

// A team's daily huddles, written as SwiftUI code of 2023 writes an app: an `@Observable`
// list model, value types edited through bindings, and a draft whose focus a model decides.

/// A colour theme for a huddle's card.
enum HuddleTheme: String, CaseIterable, Identifiable, Hashable, Sendable {
  case sunrise, lagoon, moss, plum

  var id: Self { self }
  var name: String { rawValue.capitalized }

  /// The card's background.
  var main: Color {
    switch self {
    case .sunrise: .orange
    case .lagoon: .teal
    case .moss: .mint
    case .plum: .indigo
    }
  }

  /// Text drawn over ``main``.
  var accent: Color {
    switch self {
    case .sunrise, .moss: .black
    case .lagoon, .plum: .white
    }
  }
}

/// Someone who comes to a huddle.
struct HuddleMember: Identifiable, Hashable, Sendable {
  let id: UUID
  var name: String
}

/// A recurring meeting.
struct Huddle: Identifiable, Hashable, Sendable {
  let id: UUID
  var title: String
  var minutes: Int
  var theme: HuddleTheme
  var members: [HuddleMember]
}

/// The fields of the huddle form that can hold focus.
enum HuddleField: Hashable, Sendable {
  case title
  case member(HuddleMember.ID)
}

/// A huddle being written, with the field the form should focus.
struct HuddleDraft: Identifiable, Hashable, Sendable {
  var huddle: Huddle
  var focus: HuddleField?

  var id: Huddle.ID { huddle.id }

  /// A new, empty huddle with one blank member, its title focused.
  static func fresh() -> HuddleDraft {
    HuddleDraft(
      huddle: Huddle(
        id: UUID(), title: "", minutes: 10, theme: .sunrise,
        members: [HuddleMember(id: UUID(), name: "")]),
      focus: .title)
  }

  /// Adds a blank member and moves focus to their name.
  mutating func addMember() {
    let member = HuddleMember(id: UUID(), name: "")
    huddle.members.append(member)
    focus = .member(member.id)
  }

  /// Removes the members at `offsets`, keeping at least one row to type in.
  mutating func removeMembers(atOffsets offsets: IndexSet) {
    huddle.members.remove(atOffsets: offsets)
    if huddle.members.isEmpty {
      addMember()
    } else {
      focus = nil
    }
  }
}

/// The list of huddles, and the sheet that adds one.
@MainActor
@Observable
final class HuddleListModel {
  var huddles: [Huddle]
  var destination: Destination?

  /// What the list presents.
  @CasePathable
  enum Destination: Hashable, Sendable {
    case add(HuddleDraft)
  }

  init(huddles: [Huddle] = [], destination: Destination? = nil) {
    self.huddles = huddles
    self.destination = destination
  }

  func addTapped() {
    destination = .add(.fresh())
  }

  func dismissAddTapped() {
    destination = nil
  }

  func confirmAddTapped() {
    guard case .add(var draft) = destination else { return }
    draft.huddle.members.removeAll { $0.name.allSatisfy(\.isWhitespace) }
    huddles.append(draft.huddle)
    destination = nil
  }
}
