import CairnWeb

/// A choice among segments, one selected. Choosing sets ``selectedSegmentIndex`` and sends
/// `.valueChanged`; bound with `bind(selectedSegment:)`, the choice is the model's.
@MainActor
open class UISegmentedControl: UIControl {
  /// The index of no segment.
  public static let noSegment = -1

  private var titles: [String?] = []
  private let controlValue = ControlValue(UISegmentedControl.noSegment)
  /// The control's accessible name.
  public var accessibilityLabel = "Choice" {
    didSet { if accessibilityLabel != oldValue { setNeedsDisplay() } }
  }

  /// A control with no segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A control with a segment for each of `items` (their descriptions are the titles).
  public convenience init(items: [Any]?) {
    self.init()
    titles = (items ?? []).map { String(describing: $0) }
  }

  /// A control with no segments yet, bound to `selectedSegment` by its raw value.
  public convenience init<Segment: RawRepresentable<Int>>(
    frame: CGRect = .zero, selectedSegment: UIBinding<Segment>
  ) {
    self.init()
    self.frame = frame
    bind(selectedSegment: selectedSegment)
  }

  /// Binds the selection to `selectedSegment`, by raw value, until the token is cancelled.
  @discardableResult
  public func bind<Segment: RawRepresentable<Int>>(selectedSegment: UIBinding<Segment>)
    -> ObserveToken
  {
    defer { setNeedsDisplay() }
    return controlValue.bind(
      UIBinding(
        get: { selectedSegment.wrappedValue.rawValue },
        set: { index in
          if let segment = Segment(rawValue: index) { selectedSegment.wrappedValue = segment }
        }))
  }

  /// How many segments there are.
  public var numberOfSegments: Int { titles.count }

  /// The selected segment's index, or ``noSegment``.
  public var selectedSegmentIndex: Int {
    get { controlValue.value }
    set {
      controlValue.set(newValue)
      setNeedsDisplay()
    }
  }

  /// Adds a segment titled `title` at `segment`.
  public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    titles.insert(title, at: min(max(segment, 0), titles.count))
    setNeedsDisplay()
  }

  /// Removes every segment.
  public func removeAllSegments() {
    titles.removeAll()
    setNeedsDisplay()
  }

  /// Sets the title of the segment at `segment`.
  public func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title
    setNeedsDisplay()
  }

  /// The title of the segment at `segment`.
  public func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// Chooses the segment at `index`, as the user does: the selection changes, then
  /// `.valueChanged` is sent.
  public func userSelected(_ index: Int) {
    guard isEnabled, titles.indices.contains(index) else { return }
    selectedSegmentIndex = index
    sendActions(for: .valueChanged)
  }

  /// Draws the segments as a picker.
  open override func draw(in context: RenderContext) -> [Node] {
    let titles = titles
    let picker = Picker(
      accessibilityLabel,
      selection: UIBinding(
        get: { [weak self] in self?.selectedSegmentIndex ?? UISegmentedControl.noSegment },
        set: { [weak self] in self?.userSelected($0) })
    ) {
      ForEach(0..<titles.count) { index in
        Text(titles[index] ?? "").tag(index)
      }
    }
    return context.render(picker.disabled(!isEnabled))
  }
}
