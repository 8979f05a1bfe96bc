import Cairn
import CasePaths

// swift-navigation's `unwrapping:` spellings of the presentation modifiers, written before
// `item:` took a binding-taking closure. Each one is the `item:` form it names: the content
// is handed a binding to the unwrapped value, so `{ $value in … }` edits it in place.

extension View {
  /// Presents `content` in a modal sheet while `value` is non-`nil`, handing it a binding to the
  /// value (swift-navigation's `unwrapping:` spelling of `sheet(item:)`).
  public func sheet<Value, Content: View>(
    unwrapping value: UIBinding<Value?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (UIBinding<Value>) -> Content
  ) -> ModifiedView<Self> {
    presentation(.sheet, binding: value, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` in a modal sheet while the optional enum `enum` is in the case at
  /// `casePath`, handing it a binding to the case's payload:
  /// `.sheet(unwrapping: $model.destination, case: /Destination.add) { $item in … }`.
  public func sheet<Enum, Case, Content: View>(
    unwrapping enum: UIBinding<Enum?>,
    case casePath: AnyCasePath<Enum, Case>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (UIBinding<Case>) -> Content
  ) -> ModifiedView<Self> {
    presentation(.sheet, binding: `enum`.case(casePath), onDismiss: onDismiss, content: content)
  }

  /// Presents `content` in a modal sheet while the optional enum `enum` is in the case at
  /// `keyPath`, handing it a binding to the case's payload.
  public func sheet<Enum, Case, Content: View>(
    unwrapping enum: UIBinding<Enum?>,
    case keyPath: CaseKeyPath<Enum, Case>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (UIBinding<Case>) -> Content
  ) -> ModifiedView<Self> {
    presentation(.sheet, binding: `enum`.case(keyPath), onDismiss: onDismiss, content: content)
  }

  /// Presents `content` covering the whole window while `value` is non-`nil`, handing it a binding to the
  /// value (swift-navigation's `unwrapping:` spelling of `fullScreenCover(item:)`).
  public func fullScreenCover<Value, Content: View>(
    unwrapping value: UIBinding<Value?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (UIBinding<Value>) -> Content
  ) -> ModifiedView<Self> {
    presentation(.fullScreenCover, binding: value, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` covering the whole window while the optional enum `enum` is in the case at
  /// `casePath`, handing it a binding to the case's payload:
  /// `.fullScreenCover(unwrapping: $model.destination, case: /Destination.add) { $item in … }`.
  public func fullScreenCover<Enum, Case, Content: View>(
    unwrapping enum: UIBinding<Enum?>,
    case casePath: AnyCasePath<Enum, Case>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (UIBinding<Case>) -> Content
  ) -> ModifiedView<Self> {
    presentation(
      .fullScreenCover, binding: `enum`.case(casePath), onDismiss: onDismiss, content: content)
  }

  /// Presents `content` covering the whole window while the optional enum `enum` is in the case at
  /// `keyPath`, handing it a binding to the case's payload.
  public func fullScreenCover<Enum, Case, Content: View>(
    unwrapping enum: UIBinding<Enum?>,
    case keyPath: CaseKeyPath<Enum, Case>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (UIBinding<Case>) -> Content
  ) -> ModifiedView<Self> {
    presentation(
      .fullScreenCover, binding: `enum`.case(keyPath), onDismiss: onDismiss, content: content)
  }

  /// Presents `content` in a small card while `value` is non-`nil`, handing it a binding to the
  /// value (swift-navigation's `unwrapping:` spelling of `popover(item:)`).
  public func popover<Value, Content: View>(
    unwrapping value: UIBinding<Value?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (UIBinding<Value>) -> Content
  ) -> ModifiedView<Self> {
    presentation(.popover, binding: value, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` in a small card while the optional enum `enum` is in the case at
  /// `casePath`, handing it a binding to the case's payload:
  /// `.popover(unwrapping: $model.destination, case: /Destination.add) { $item in … }`.
  public func popover<Enum, Case, Content: View>(
    unwrapping enum: UIBinding<Enum?>,
    case casePath: AnyCasePath<Enum, Case>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (UIBinding<Case>) -> Content
  ) -> ModifiedView<Self> {
    presentation(.popover, binding: `enum`.case(casePath), onDismiss: onDismiss, content: content)
  }

  /// Presents `content` in a small card while the optional enum `enum` is in the case at
  /// `keyPath`, handing it a binding to the case's payload.
  public func popover<Enum, Case, Content: View>(
    unwrapping enum: UIBinding<Enum?>,
    case keyPath: CaseKeyPath<Enum, Case>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (UIBinding<Case>) -> Content
  ) -> ModifiedView<Self> {
    presentation(.popover, binding: `enum`.case(keyPath), onDismiss: onDismiss, content: content)
  }

  /// Drills down to `destination` while `value` is non-`nil`, handing it a binding to the
  /// value (swift-navigation's `unwrapping:` spelling of `navigationDestination(item:)`).
  public func navigationDestination<Value, Destination: View>(
    unwrapping value: UIBinding<Value?>,
    @ViewBuilder destination: @escaping (UIBinding<Value>) -> Destination
  ) -> ModifiedView<Self> {
    navigationDestination(binding: value, destination: destination)
  }

  /// Drills down to `destination` while the optional enum `enum` is in the case at
  /// `casePath`, handing it a binding to the case's payload.
  public func navigationDestination<Enum, Case, Destination: View>(
    unwrapping enum: UIBinding<Enum?>,
    case casePath: AnyCasePath<Enum, Case>,
    @ViewBuilder destination: @escaping (UIBinding<Case>) -> Destination
  ) -> ModifiedView<Self> {
    navigationDestination(binding: `enum`.case(casePath), destination: destination)
  }

  /// Drills down to `destination` while the optional enum `enum` is in the case at
  /// `keyPath`, handing it a binding to the case's payload.
  public func navigationDestination<Enum, Case, Destination: View>(
    unwrapping enum: UIBinding<Enum?>,
    case keyPath: CaseKeyPath<Enum, Case>,
    @ViewBuilder destination: @escaping (UIBinding<Case>) -> Destination
  ) -> ModifiedView<Self> {
    navigationDestination(binding: `enum`.case(keyPath), destination: destination)
  }
}
