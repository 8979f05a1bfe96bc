import Foundation
import IdentifiedCollections

/// A value a file storage key can merge element by element when the file changed while
/// changes made here were unsaved: arrays and identified arrays of identifiable, equatable
/// elements.
protocol MergesByID {
  /// `self` merged with the file's value, given the value both started from.
  func merged(withFile file: Any, base: Any?, fileOrder: Bool) -> Any?
}

extension Array: MergesByID where Element: Identifiable & Equatable {
  func merged(withFile file: Any, base: Any?, fileOrder: Bool) -> Any? {
    guard let file = file as? Self else { return nil }
    return mergeByID(base: base as? Self, file: file, local: self, fileOrder: fileOrder)
  }
}

extension IdentifiedArray: MergesByID
where Element: Identifiable & Equatable, ID == Element.ID {
  func merged(withFile file: Any, base: Any?, fileOrder: Bool) -> Any? {
    guard let file = file as? Self else { return nil }
    var baseElements: [Element]?
    if let base = base as? Self { baseElements = Array(base) }
    let merged = mergeByID(
      base: baseElements, file: Array(file), local: Array(self), fileOrder: fileOrder)
    // The merge places each id once.
    return IdentifiedArray(uncheckedUniqueElements: merged)
  }
}

/// Merges the value `local` (changed here, unsaved) with `file` (changed elsewhere), element by
/// element, given `base`, the value both started from, and returns `nil` when `Value` cannot
/// be merged that way.
func mergedValue<Value>(base: Value?, file: Value, local: Value, fileOrder: Bool) -> Value? {
  guard let mergeable = local as? any MergesByID else { return nil }
  return mergeable.merged(withFile: file, base: base, fileOrder: fileOrder) as? Value
}

/// A three-way merge by id. Nothing a person made is lost:
/// - an element changed or added here is kept as it is here;
/// - an element left untouched here takes the file's version, and goes if the file removed it;
/// - an element added in the file is kept;
/// - an element removed here stays removed, unless the file changed it meanwhile (then the
///   file's version is kept).
///
/// With `fileOrder` the file's elements come first, in the file's order, then those only made
/// here (the file was never read, so its order is the one a person knows); otherwise the
/// order made here is kept and the file's new elements follow.
func mergeByID<Element: Identifiable & Equatable>(
  base: [Element]?, file: [Element], local: [Element], fileOrder: Bool
) -> [Element] {
  let baseByID = Dictionary(
    (base ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  let fileByID = Dictionary(file.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  var merged: [Element] = []
  var placed: Set<Element.ID> = []
  func place(_ element: Element) {
    guard placed.insert(element.id).inserted else { return }
    merged.append(element)
  }
  var keptHere: [Element.ID: Element] = [:]
  for element in local {
    if let original = baseByID[element.id], original == element {
      if let theirs = fileByID[element.id] { keptHere[element.id] = theirs }
    } else {
      keptHere[element.id] = element
    }
  }
  let removedHere = Set(baseByID.keys).subtracting(local.map(\.id))
  func keepsFromFile(_ element: Element) -> Bool {
    guard removedHere.contains(element.id) else { return true }
    return baseByID[element.id] != element
  }
  if fileOrder {
    for element in file where keepsFromFile(element) {
      place(keptHere[element.id] ?? element)
    }
    for element in local { if let kept = keptHere[element.id] { place(kept) } }
  } else {
    for element in local { if let kept = keptHere[element.id] { place(kept) } }
    for element in file where keepsFromFile(element) && !placed.contains(element.id) {
      if baseByID[element.id] == nil || removedHere.contains(element.id) { place(element) }
    }
  }
  return merged
}
