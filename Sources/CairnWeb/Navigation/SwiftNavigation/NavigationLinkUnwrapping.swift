import Cairn
import CasePaths

// swift-navigation's state-driven links, in the spellings written before `item:`.

extension NavigationLink {
  /// A state-driven link (swift-navigation's `unwrapping:` spelling of
  /// ``init(item:href:onNavigate:destination:label:)``): a click calls `onNavigate(true)` so
  /// the model fills `value`, the screen is pushed while `value` is non-`nil` and handed a
  /// binding to it, and the back button calls `onNavigate(false)`.
  public init<Value>(
    unwrapping value: UIBinding<Value?>,
    href: DeepLink? = nil,
    onNavigate: @escaping @MainActor (_ isActive: Bool) -> Void,
    @ViewBuilder destination: @escaping (UIBinding<Value>) -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      item: value, href: href, onNavigate: onNavigate, destination: destination, label: label)
  }

  /// A state-driven link to one case of an optional enum: the screen is pushed while `enum`
  /// is in the case at `casePath`, handed a binding to the case's payload.
  ///
  /// ```swift
  /// NavigationLink(
  ///   unwrapping: $model.route, case: /Route.edit,
  ///   onNavigate: model.setEditNavigation(isActive:)
  /// ) { $item in
  ///   ItemView(item: $item)
  /// } label: {
  ///   Text(model.item.name)
  /// }
  /// ```
  public init<Enum, Case>(
    unwrapping enum: UIBinding<Enum?>,
    case casePath: AnyCasePath<Enum, Case>,
    href: DeepLink? = nil,
    onNavigate: @escaping @MainActor (_ isActive: Bool) -> Void,
    @ViewBuilder destination: @escaping (UIBinding<Case>) -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      item: `enum`.case(casePath), href: href, onNavigate: onNavigate, destination: destination,
      label: label)
  }

  /// A state-driven link to the case at `keyPath` of an optional enum.
  public init<Enum, Case>(
    unwrapping enum: UIBinding<Enum?>,
    case keyPath: CaseKeyPath<Enum, Case>,
    href: DeepLink? = nil,
    onNavigate: @escaping @MainActor (_ isActive: Bool) -> Void,
    @ViewBuilder destination: @escaping (UIBinding<Case>) -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      item: `enum`.case(keyPath), href: href, onNavigate: onNavigate, destination: destination,
      label: label)
  }
}
