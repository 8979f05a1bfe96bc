/// Content for an optional binding's value while there is one, handed a binding to it, and
/// other content while there is none:
///
/// ```swift
/// IfLet($model.draft) { $draft in
///   TextField("Name", text: $draft.name)
/// } else: {
///   Button("Start a draft") { model.startDraft() }
/// }
/// ```
public struct IfLet<Value, Content: View, Else: View>: View {
  let value: UIBinding<Value?>
  let content: (UIBinding<Value>) -> Content
  let elseContent: Else

  /// `content` while `value` holds a value, else `elseContent`.
  public init(
    _ value: UIBinding<Value?>,
    @ViewBuilder then content: @escaping (UIBinding<Value>) -> Content,
    @ViewBuilder else elseContent: () -> Else
  ) {
    self.value = value
    self.content = content
    self.elseContent = elseContent()
  }

  /// The content for the value, or the other content.
  public var body: some View {
    if let unwrapped = UIBinding(value) {
      content(unwrapped)
    } else {
      elseContent
    }
  }
}

extension IfLet where Else == EmptyView {
  /// `content` while `value` holds a value, else nothing.
  public init(
    _ value: UIBinding<Value?>,
    @ViewBuilder then content: @escaping (UIBinding<Value>) -> Content
  ) {
    self.init(value, then: content, else: { EmptyView() })
  }
}

/// Content for one case of an enum binding while the enum is in that case, handed a binding to
/// the case's payload, and other content otherwise:
///
/// ```swift
/// IfCaseLet($item.status, case: \.inStock) { $quantity in
///   Stepper("Quantity: \(quantity)", value: $quantity)
/// } else: {
///   Text("Out of stock")
/// }
/// ```
///
/// The case may also be named by a case path written as a value, as swift-navigation's first
/// versions spelled it: `IfCaseLet($item.status, pattern: /Status.inStock) { $quantity in … }`.
public struct IfCaseLet<Enum, Case, Content: View, Else: View>: View {
  let value: UIBinding<Enum>
  let unwrap: (UIBinding<Enum>) -> UIBinding<Case>?
  let content: (UIBinding<Case>) -> Content
  let elseContent: Else

  /// `content` while `value` is in the case at `keyPath`, else `elseContent`.
  public init(
    _ value: UIBinding<Enum>,
    case keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Case>>,
    @ViewBuilder then content: @escaping (UIBinding<Case>) -> Content,
    @ViewBuilder else elseContent: () -> Else
  ) where Enum: CasePathable {
    self.value = value
    self.unwrap = { $0[dynamicMember: keyPath] }
    self.content = content
    self.elseContent = elseContent()
  }

  /// `content` while `value` is in the case `casePath` extracts, else `elseContent`.
  public init(
    _ value: UIBinding<Enum>,
    pattern casePath: AnyCasePath<Enum, Case>,
    @ViewBuilder then content: @escaping (UIBinding<Case>) -> Content,
    @ViewBuilder else elseContent: () -> Else
  ) {
    self.value = value
    self.unwrap = { UIBinding(unwrapping: $0, case: casePath) }
    self.content = content
    self.elseContent = elseContent()
  }

  /// The content for the case, or the other content.
  public var body: some View {
    if let payload = unwrap(value) {
      content(payload)
    } else {
      elseContent
    }
  }
}

extension IfCaseLet where Else == EmptyView {
  /// `content` while `value` is in the case at `keyPath`, else nothing.
  public init(
    _ value: UIBinding<Enum>,
    case keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Case>>,
    @ViewBuilder then content: @escaping (UIBinding<Case>) -> Content
  ) where Enum: CasePathable {
    self.init(value, case: keyPath, then: content, else: { EmptyView() })
  }

  /// `content` while `value` is in the case `casePath` extracts, else nothing.
  public init(
    _ value: UIBinding<Enum>,
    pattern casePath: AnyCasePath<Enum, Case>,
    @ViewBuilder then content: @escaping (UIBinding<Case>) -> Content
  ) {
    self.init(value, pattern: casePath, then: content, else: { EmptyView() })
  }
}
