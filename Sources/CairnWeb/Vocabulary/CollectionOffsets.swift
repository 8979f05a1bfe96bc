import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (positions counted from the start), as a list's
  /// `onDelete` hands them over.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` (positions counted from the start) so they sit, in their
  /// order, before the element that was at `destination`, as a list's `onMove` hands them over.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.filter { $0 < count }.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    let target = Swift.min(Swift.max(destination - before, 0), count)
    insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
  }
}
