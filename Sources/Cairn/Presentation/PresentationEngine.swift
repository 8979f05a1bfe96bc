/// Drives one presentation (a sheet, an alert, a drill-down…) from a `UIBinding<Item?>`.
///
/// A renderer owns one engine per presentation site and calls ``update()`` whenever the
/// binding may have changed (typically from inside `observe(_:)`). The engine
/// calls the host's `present` and `dismiss` so that what is on screen follows the state:
///
/// - `nil` → item: the content is built once and presented, with a binding to the item, so
///   the child's edits reach the parent at once.
/// - item → same identity: nothing is re-presented; content updates in place.
/// - item → other identity: the old content is dismissed, then the new presented.
/// - item → `nil`: the content is dismissed.
///
/// When the user dismisses the content, the host calls ``userDidDismiss()``: the content is
/// torn down and `nil` written back, but only if the binding still holds the presented item.
/// ``tearDown()`` dismisses the content when the parent goes away.
@MainActor
public final class PresentationEngine<Item, Presented> {
  private let item: UIBinding<Item?>
  private let identity: PresentationIdentity<Item>
  private let present: @MainActor (UIBinding<Item>) -> Presented
  private let dismiss: @MainActor (Presented) -> Void
  private var current: (id: AnyHashable, presented: Presented)?

  /// Creates an engine.
  /// - Parameters:
  ///   - item: The state that drives the presentation.
  ///   - identity: How to tell whether a changed item is still the presented one. By default
  ///     an `Identifiable` item's `id`, else object identity (``PresentationIdentity/automatic``).
  ///   - present: Builds and shows content for an item; receives a binding to the item that
  ///     stops writing once the item is replaced or gone.
  ///   - dismiss: Hides and releases content made by `present`. The engine calls it exactly
  ///     once per presented content.
  public init(
    item: UIBinding<Item?>,
    identity: PresentationIdentity<Item> = .automatic,
    present: @escaping @MainActor (UIBinding<Item>) -> Presented,
    dismiss: @escaping @MainActor (Presented) -> Void
  ) {
    self.item = item
    self.identity = identity
    self.present = present
    self.dismiss = dismiss
  }

  /// The content on screen now, if any.
  public var presented: Presented? { current?.presented }

  /// Brings what is on screen in line with the binding.
  public func update() {
    let value = item.wrappedValue
    if let current, let value, identity(value) == current.id { return }
    dismissCurrent()
    guard let value else { return }
    let binding = item.derived { base in
      IdentityGuardedLocation(base: base, identity: identity, initialValue: value)
    }
    current = (identity(value), present(binding))
  }

  /// Reports that the user dismissed the content (Escape, a close button, browser back).
  ///
  /// Tears the content down, then writes `nil` to the binding if it still holds the item that
  /// was presented. If the model has meanwhile moved on to another item, that item is left
  /// alone and the next ``update()`` presents it.
  public func userDidDismiss() {
    guard let presentedID = current?.id else { return }
    dismissCurrent()
    if let value = item.wrappedValue, identity(value) == presentedID {
      item.wrappedValue = nil
    }
  }

  /// Dismisses the content because the presenting parent is going away. The binding is not
  /// written.
  public func tearDown() {
    dismissCurrent()
  }

  private func dismissCurrent() {
    guard let current else { return }
    self.current = nil
    dismiss(current.presented)
  }
}

extension PresentationEngine where Item == Void {
  /// Creates an engine for an `isPresented:` presentation: content is shown while the Boolean
  /// is `true`, and user dismissal writes `false`.
  public convenience init(
    isPresented: UIBinding<Bool>,
    present: @escaping @MainActor () -> Presented,
    dismiss: @escaping @MainActor (Presented) -> Void
  ) {
    self.init(
      item: isPresented.optionalUnit,
      identity: .constant,
      present: { _ in present() },
      dismiss: dismiss
    )
  }
}
