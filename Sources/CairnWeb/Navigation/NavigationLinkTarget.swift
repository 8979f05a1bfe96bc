import Cairn

/// What a value link inside a navigation stack pushes onto, and how it spells the URL of the
/// screen it leads to. A ``NavigationStack`` hands one to every screen it draws.
@MainActor
struct NavigationLinkTarget {
  /// Pushes a link's value; `false` when the value is not an element of this stack.
  let push: (NavigationLinkValue) -> Bool
  /// The stack's elements up to the screen holding the link, as the URL printer sees them.
  let pathBeforeLink: () -> [Any]
  /// Prints a path (elements, then the link's value) as a link, if the app said how.
  let url: (([Any]) -> DeepLink?)?
  /// The stack and depth the target pushes at, so a remembered drawing can tell it is the
  /// same target.
  let identity: ActionIdentity

  /// The URL of the screen `value` leads to, if the app said how to print paths.
  func url(for value: Any) -> DeepLink? {
    url?(pathBeforeLink() + [value])
  }
}

/// How a stack's path is printed as a URL, for the `href` of value links; set with
/// `navigationLinkURL(_:)`.
struct NavigationLinkURLPrinter {
  let print: @MainActor ([Any]) -> DeepLink?
}

extension View {
  /// Tells the navigation stack inside this view how to print a path as a URL, so each
  /// `NavigationLink(value:)` in it is a real link to the screen it pushes: a person can open
  /// it in a new tab or copy it, and the URL deep-links to that screen.
  ///
  /// ```swift
  /// NavigationStack(path: $model.path) { … } destination: { … }
  ///   .navigationLinkURL { (path: [Study]) in GalleryModel.deepLink(for: path) }
  /// ```
  ///
  /// `print` receives the path the link would make: the elements below the link's screen,
  /// then the link's value. Return `nil` for a path the app has no URL for. Without a printer,
  /// value links are drawn as buttons.
  public func navigationLinkURL<Element>(
    _ print: @escaping @MainActor (_ path: [Element]) -> DeepLink?
  ) -> ModifiedView<Self> {
    let printer = NavigationLinkURLPrinter { elements in
      var path: [Element] = []
      for element in elements {
        guard let element = element as? Element else { return nil }
        path.append(element)
      }
      return print(path)
    }
    return modified { context, base in
      var context = context
      context.navigationLinkURL = printer
      return context.render(base)
    }
  }
}

extension RenderContext {
  /// The browser URL of an app link: the app's path prefix, then the link's path.
  func href(_ link: DeepLink) -> String {
    pass.renderer.urlPrefix + link.path
  }
}
