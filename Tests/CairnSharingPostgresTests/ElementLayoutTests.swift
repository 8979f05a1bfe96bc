import Foundation
import Testing

@testable import CairnSharingPostgres

/// Two values are compared field by field where they lie: padding between fields never makes
/// them differ, and a difference in any field's bits always does.
@Suite("Field bits of an element")
struct ElementLayoutTests {
  enum Mood: Equatable {
    case calm
    case busy(minutes: Int)
    case away(note: String)
  }
  final class Box {}

  /// A `Bool` then an `Int`, a one-byte enum then a `String`: padding after each.
  struct Padded {
    var isArchived: Bool
    var count: Int
    var theme: UInt8
    var title: String
    var mood: Mood
    var box: Box?
  }

  /// `value` written into `bytes` (padding holding `filler`), compared by `layout`.
  func withCopy<R>(
    of value: Padded, filler: UInt8, _ body: (UnsafePointer<Padded>) -> R
  ) -> R {
    let stride = MemoryLayout<Padded>.stride
    return withUnsafeTemporaryAllocation(
      byteCount: stride, alignment: MemoryLayout<Padded>.alignment
    ) { buffer in
      buffer.baseAddress!.initializeMemory(as: UInt8.self, repeating: filler, count: stride)
      let typed = buffer.baseAddress!.bindMemory(to: Padded.self, capacity: 1)
      typed.initialize(to: value)
      defer { typed.deinitialize(count: 1) }
      return body(typed)
    }
  }

  func same(_ lhs: Padded, _ rhs: Padded, fillers: (UInt8, UInt8) = (0x00, 0xFF)) -> Bool {
    let layout = ElementLayout<Padded>()
    return withCopy(of: lhs, filler: fillers.0) { left in
      withCopy(of: rhs, filler: fillers.1) { right in layout.sameFieldBits(left, right) }
    }
  }

  let box = Box()
  /// Longer than a string holds inline, so an equal text built anew has other storage.
  static let title = "The daily stand-up of the platform team"

  var sample: Padded {
    Padded(
      isArchived: true, count: 7, theme: 3, title: Self.title, mood: .busy(minutes: 5), box: box)
  }

  @Test func theRangesLeaveOutOnlyThePaddingBetweenFields() {
    let ranges = ElementLayout<Padded>().ranges
    let covered = ranges.reduce(0) { $0 + $1.count }
    #expect(covered < MemoryLayout<Padded>.size, "the padding after the Bool and the UInt8")
    let offsets = [
      MemoryLayout<Padded>.offset(of: \.isArchived)!, MemoryLayout<Padded>.offset(of: \.count)!,
      MemoryLayout<Padded>.offset(of: \.theme)!, MemoryLayout<Padded>.offset(of: \.title)!,
      MemoryLayout<Padded>.offset(of: \.mood)!, MemoryLayout<Padded>.offset(of: \.box)!,
    ]
    for offset in offsets {
      #expect(ranges.contains { $0.contains(offset) }, "field at \(offset)")
    }
    let moodStart = MemoryLayout<Padded>.offset(of: \.mood)!
    let moodBytes = moodStart..<(moodStart + MemoryLayout<Mood>.size)
    #expect(ranges.contains { $0.clamped(to: moodBytes) == moodBytes }, "an enum counts whole")
  }

  @Test func aCopyWithOtherPaddingIsTheSame() {
    #expect(same(sample, sample))
  }

  @Test func aChangeInAnyFieldIsSeen() {
    var edits: [(String, (inout Padded) -> Void)] = [
      ("isArchived", { $0.isArchived = false }), ("count", { $0.count = 8 }),
      ("theme", { $0.theme = 4 }), ("title", { $0.title = "Retro" }),
      (
        "title, same text in new storage",
        { $0.title = String(decoding: Array(Self.title.utf8), as: UTF8.self) }
      ),
      ("mood's payload", { $0.mood = .busy(minutes: 6) }),
      ("mood's case", { $0.mood = .away(note: "x") }), ("box", { $0.box = Box() }),
    ]
    edits.append(("box removed", { $0.box = nil }))
    for (name, edit) in edits {
      var edited = sample
      edit(&edited)
      #expect(!same(sample, edited), "\(name)")
    }
  }

  @Test func typesWhoseFieldsAreNotListedCountWhole() {
    #expect(ElementLayout<Mood>().ranges == [0..<MemoryLayout<Mood>.size])
    #expect(ElementLayout<Box>().ranges == [0..<MemoryLayout<Box>.size])
    #expect(ElementLayout<Int?>().ranges == [0..<MemoryLayout<Int?>.size])
    #expect(ElementLayout<UUID>().ranges == [0..<16])
  }
}
