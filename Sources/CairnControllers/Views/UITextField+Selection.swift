import Cairn

/// The selected range of a text field's text, or the insertion point when the range is empty.
public struct UITextSelection: Hashable, Sendable {
  /// The selected range.
  public var range: Range<String.Index>

  /// A selection of `range`.
  public init(range: Range<String.Index>) {
    self.range = range
  }

  /// An insertion point (an empty selection) at `insertionPoint`.
  public init(insertionPoint: String.Index) {
    self.range = insertionPoint..<insertionPoint
  }

  /// Whether the selection is an insertion point: it selects no text.
  public var isInsertion: Bool { range.isEmpty }
}

extension UITextField {
  /// Binds the field's selection to `selection` until the returned token is cancelled.
  ///
  /// The browser does not tell the server where the caret is, so on the web the binding is
  /// written only when the user types: it becomes the insertion point at the end of the text,
  /// where typing leaves the caret in the usual case (see <doc:UIKitNamesOnCairn>). A selection
  /// the model writes is not shown by the browser.
  @discardableResult
  public func bind(selection: UIBinding<UITextSelection?>) -> ObserveToken {
    let flag = CancelFlag()
    // One identifier per field: binding again replaces the action (the old token then
    // cancels nothing that is still running).
    addAction(
      UIAction(identifier: UIAction.Identifier(rawValue: "cairn.selection.\(id)")) {
        [weak self] _ in
        guard !flag.isCancelled, let text = self?.text else { return }
        selection.wrappedValue = UITextSelection(insertionPoint: text.endIndex)
      },
      for: .editingChanged)
    return ObserveToken { flag.cancel() }
  }
}
