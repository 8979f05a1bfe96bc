@_spi(Reflection) import CasePaths
import IssueReporting

extension PresentationState {
  /// The payload of the presented state in the case `path`; `nil` when nothing is presented or
  /// it is in another case. Changing it changes the presented child in place (the presentation
  /// keeps its identity and its effects); setting `nil` dismisses it. Changing a case the
  /// state is not in is reported as an issue and changes nothing.
  ///
  /// ```swift
  /// state.$destination[case: \.edit]?.title = "Draft"
  /// ```
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case?
  where State: CasePathable {
    get { self[case: CasePathCache.casePath(path)] }
    set { self[case: CasePathCache.casePath(path)] = newValue }
  }

  /// The payload of the presented state in the case the case path `path` extracts:
  /// Composable Architecture 1.0's spelling, `state.$child[case: /Child.int]`, for enums that
  /// aren't `CasePathable`. Behaves as the case key path form.
  public subscript<Case>(
    case path: AnyCasePath<State, Case>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? {
    get { wrappedValue.flatMap(path.extract(from:)) }
    set {
      guard let current = wrappedValue, path.extract(from: current) != nil else {
        reportUnrelatedCase(
          wrappedValue, fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      modifyInPlace { $0 = newValue.map(path.embed) }
    }
  }
}

/// Reports a change through a case subscript while the enum value is in another case.
func reportUnrelatedCase<Root>(
  _ root: Root?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  var name: String?
  if let root, let metadata = EnumMetadata(Root.self) {
    name = metadata.caseName(forTag: metadata.tag(of: root))
  }
  reportIssue(
    "Can't modify unrelated case\(name.map { " \($0.debugDescription)" } ?? "")",
    fileID: fileID, filePath: filePath, line: line, column: column)
}
