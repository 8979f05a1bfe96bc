import CasePaths

extension StackState {
  /// The payload of the element with `id` in the case `path`; `nil` when there is no such
  /// element or it is in another case. Setting `nil` removes the element; changing a case the
  /// element is not in is reported as an issue and changes nothing.
  ///
  /// ```swift
  /// $0.path[id: 1, case: \.detail]?.title = "Draft"
  /// ```
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case?
  where Element: CasePathable {
    get { self[id: id, case: CasePathCache.casePath(path)] }
    set { self[id: id, case: CasePathCache.casePath(path)] = newValue }
  }

  /// The payload of the element with `id` in the case the case path `path` extracts:
  /// Composable Architecture 1.0's spelling, `stack[id: 0, case: /Path.State.detail]`, for
  /// enums that aren't `CasePathable`. Behaves as the case key path form.
  public subscript<Case>(
    id id: StackElementID,
    case path: AnyCasePath<Element, Case>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? {
    get { self[id: id].flatMap(path.extract(from:)) }
    set {
      guard let element = self[id: id], path.extract(from: element) != nil else {
        reportUnrelatedCase(
          self[id: id], fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      self[id: id] = newValue.map(path.embed)
    }
  }
}
