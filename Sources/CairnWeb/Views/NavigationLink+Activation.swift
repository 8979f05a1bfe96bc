import Cairn

// SwiftUI's links whose destination is a view value, and its Boolean-driven links.

extension NavigationLink {
  /// A link that pushes `destination` while `isActive` is true: a click writes `true`, the
  /// back button (or the browser's) writes `false`, and the model may write either.
  ///
  /// ```swift
  /// NavigationLink(isActive: $model.isShowingDetail) {
  ///   DetailView(model: model)
  /// } label: {
  ///   Text("Details")
  /// }
  /// ```
  ///
  /// Pass `href` when the pushed screen has a URL of its own, so the link is a real link
  /// that can be opened in a new tab; without it the link is drawn as a button.
  public init(
    isActive: UIBinding<Bool>,
    href: DeepLink? = nil,
    @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.kind = .activation(isActive, destination())
    self.href = href
    self.label = label()
  }

  /// A link that pushes `destination` while `isActive` is true (SwiftUI's older argument
  /// order; see ``init(isActive:href:destination:label:)``).
  public init(
    destination: Destination,
    isActive: UIBinding<Bool>,
    href: DeepLink? = nil,
    @ViewBuilder label: () -> Label
  ) {
    self.init(isActive: isActive, href: href, destination: { destination }, label: label)
  }

  /// A link titled `title` that pushes `destination` while `isActive` is true.
  public init(
    _ title: some StringProtocol,
    destination: Destination,
    isActive: UIBinding<Bool>,
    href: DeepLink? = nil
  ) where Label == Text {
    self.init(
      isActive: isActive, href: href, destination: { destination }, label: { Text(title) })
  }

  /// A link that pushes `destination`, a screen of the view's own (SwiftUI's form that takes
  /// the destination as a view; see ``init(href:destination:label:)``).
  public init(
    destination: Destination,
    href: DeepLink? = nil,
    @ViewBuilder label: () -> Label
  ) {
    self.init(href: href, destination: { destination }, label: label)
  }

  /// A link titled `title` that pushes `destination`, a screen of the view's own.
  public init(_ title: some StringProtocol, destination: Destination, href: DeepLink? = nil)
  where Label == Text {
    self.init(href: href, destination: { destination }, label: { Text(title) })
  }
}
