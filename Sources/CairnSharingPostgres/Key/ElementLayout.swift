import Foundation
@_spi(Reflection) import Swift

/// Where a type's stored fields lie in its memory, so that two values can be compared bit for
/// bit where they lie without the padding between fields, which a copy need not write.
///
/// The byte ranges come from the runtime's field records: a struct or tuple is broken down
/// into its fields, every other field (an enum, an optional, a class reference, an existential,
/// a collection's storage) counts with all its bytes. Bytes left out are only ever padding
/// between fields, so two values equal in every range hold the same field bits. A type whose
/// fields cannot be listed counts as one range of its whole size: its padding then only makes
/// values look different, which costs an encoding, never a missed change.
struct ElementLayout<Element> {
  /// The byte ranges of `Element`'s fields, merged where they touch, in order.
  let ranges: [Range<Int>]

  /// The layout of `Element`.
  init() {
    var ranges: [Range<Int>] = []
    Self.appendFieldRanges(of: Element.self, at: 0, to: &ranges)
    self.ranges = Self.merged(ranges, size: MemoryLayout<Element>.size)
  }

  /// Whether the values at `lhs` and `rhs` have the same bits in every field.
  func sameFieldBits(_ lhs: UnsafePointer<Element>, _ rhs: UnsafePointer<Element>) -> Bool {
    let left = UnsafeRawPointer(lhs)
    let right = UnsafeRawPointer(rhs)
    for range in ranges
    where memcmp(left + range.lowerBound, right + range.lowerBound, range.count) != 0 {
      return false
    }
    return true
  }

  /// Appends the ranges of the fields of `type` (a struct or a tuple, whose fields are listed;
  /// any other type, or one whose fields cannot be listed, counts whole), placed at `offset`.
  private static func appendFieldRanges(
    of type: Any.Type, at offset: Int, to ranges: inout [Range<Int>]
  ) {
    let size = Self.size(of: type)
    guard size > 0 else { return }
    var fields: [Range<Int>] = []
    let listed = _forEachField(of: type, options: []) { _, fieldOffset, fieldType, kind in
      if kind == .struct || kind == .tuple {
        appendFieldRanges(of: fieldType, at: offset + fieldOffset, to: &fields)
      } else {
        let start = offset + fieldOffset
        fields.append(start..<(start + Self.size(of: fieldType)))
      }
      return true
    }
    // A class (whose fields are its instance's, not the reference), an enum (no fields
    // listed) or fields that do not fit the type: the whole type.
    let fit = fields.allSatisfy { $0.lowerBound >= offset && $0.upperBound <= offset + size }
    if listed, !fields.isEmpty, fit {
      ranges.append(contentsOf: fields)
    } else {
      ranges.append(offset..<(offset + size))
    }
  }

  /// `ranges` sorted and merged where they overlap or touch, clamped to `size`.
  private static func merged(_ ranges: [Range<Int>], size: Int) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      let clamped = range.clamped(to: 0..<size)
      guard !clamped.isEmpty else { continue }
      if let last = result.last, clamped.lowerBound <= last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, clamped.upperBound)
      } else {
        result.append(clamped)
      }
    }
    return result
  }

  /// The size of a value of `type`.
  private static func size(of type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: size)
  }
}
