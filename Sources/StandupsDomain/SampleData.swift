import Foundation
import IdentifiedCollections

extension Standup {
  /// The sample standups: "Design", "Engineering" and "Product".
  /// - Parameters:
  ///   - now: The current date; the design standup's one meeting was a week before it.
  ///   - makeID: Makes each id, so tests control them.
  public static func samples(now: Date, makeID: () -> UUID) -> [Standup] {
    func attendees(_ names: [String]) -> IdentifiedArrayOf<Attendee> {
      IdentifiedArray(uniqueElements: names.map { Attendee(id: .init(makeID()), name: $0) })
    }
    return [
      Standup(
        id: .init(makeID()),
        attendees: attendees(["Blob", "Blob Jr", "Blob Sr", "Blob Esq", "Blob III", "Blob I"]),
        duration: .seconds(60),
        meetings: [
          Meeting(
            id: .init(makeID()),
            date: now.addingTimeInterval(-60 * 60 * 24 * 7),
            transcript: """
              Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor \
              incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud \
              exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.
              """
          )
        ],
        theme: .orange,
        title: "Design"
      ),
      Standup(
        id: .init(makeID()),
        attendees: attendees(["Blob", "Blob Jr"]),
        duration: .seconds(60 * 10),
        theme: .periwinkle,
        title: "Engineering"
      ),
      Standup(
        id: .init(makeID()),
        attendees: attendees(["Blob Sr", "Blob Jr"]),
        duration: .seconds(60 * 30),
        theme: .poppy,
        title: "Product"
      ),
    ]
  }
}
