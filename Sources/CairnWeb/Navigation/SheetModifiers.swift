/// How a presented view is drawn.
enum PresentationStyle: String {
  case sheet
  case fullScreenCover = "cover"
  case popover
}

extension View {
  /// Presents `content` in a modal sheet while `item` is non-`nil`; `onDismiss` runs after it
  /// goes away, however it went (Escape, the backdrop, the model).
  ///
  /// The sheet stays up while the item keeps its identity (its `id`, or the same object)
  /// and is replaced when the identity changes. Escape or a click on the backdrop set `item`
  /// to `nil`, if it still holds the presented item, unless the content turned that off with
  /// ``View/interactiveDismissDisabled(_:onAttempt:)``.
  public func sheet<Item, Content: View>(
    item: UIBinding<Item?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedView<Self> {
    presentation(.sheet, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` in a modal sheet while `isPresented` is true; `onDismiss` runs after
  /// it goes away, however it went.
  public func sheet<Content: View>(
    isPresented: UIBinding<Bool>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedView<Self> {
    presentation(
      .sheet, item: isPresented.optionalUnit, onDismiss: onDismiss, content: { _ in content() })
  }

  /// Presents `content` covering the whole window while `item` is non-`nil`.
  public func fullScreenCover<Item, Content: View>(
    item: UIBinding<Item?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedView<Self> {
    presentation(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` covering the whole window while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: UIBinding<Bool>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedView<Self> {
    presentation(
      .fullScreenCover, item: isPresented.optionalUnit, onDismiss: onDismiss,
      content: { _ in content() })
  }

  /// Presents `content` in a small card while `item` is non-`nil`.
  public func popover<Item, Content: View>(
    item: UIBinding<Item?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedView<Self> {
    presentation(.popover, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` in a small card while `isPresented` is true.
  public func popover<Content: View>(
    isPresented: UIBinding<Bool>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedView<Self> {
    presentation(
      .popover, item: isPresented.optionalUnit, onDismiss: onDismiss, content: { _ in content() })
  }

  /// Presents `content` in a modal sheet while `item` is non-`nil`, handing it a binding to
  /// the item, so the sheet edits a value-type payload in place:
  ///
  /// ```swift
  /// .sheet(item: $model.route.add) { $item in ItemForm(item: $item) }
  /// ```
  ///
  /// The binding stops writing once the item is replaced or gone.
  @_disfavoredOverload
  public func sheet<Item, Content: View>(
    item: UIBinding<Item?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (UIBinding<Item>) -> Content
  ) -> ModifiedView<Self> {
    presentation(.sheet, binding: item, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` covering the whole window while `item` is non-`nil`, handing it a
  /// binding to the item (`{ $item in … }`).
  @_disfavoredOverload
  public func fullScreenCover<Item, Content: View>(
    item: UIBinding<Item?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (UIBinding<Item>) -> Content
  ) -> ModifiedView<Self> {
    presentation(.fullScreenCover, binding: item, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` in a small card while `item` is non-`nil`, handing it a binding to
  /// the item (`{ $item in … }`).
  @_disfavoredOverload
  public func popover<Item, Content: View>(
    item: UIBinding<Item?>,
    onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (UIBinding<Item>) -> Content
  ) -> ModifiedView<Self> {
    presentation(.popover, binding: item, onDismiss: onDismiss, content: content)
  }

  func presentation<Item, Content: View>(
    _ style: PresentationStyle,
    item: UIBinding<Item?>,
    identity: PresentationIdentity<Item> = .automatic,
    onDismiss: (@MainActor () -> Void)? = nil,
    content: @escaping (Item) -> Content
  ) -> ModifiedView<Self> {
    presentation(style, binding: item, identity: identity, onDismiss: onDismiss) {
      content($0.wrappedValue)
    }
  }

  func presentation<Item, Content: View>(
    _ style: PresentationStyle,
    binding item: UIBinding<Item?>,
    identity: PresentationIdentity<Item> = .automatic,
    onDismiss: (@MainActor () -> Void)? = nil,
    content: @escaping (UIBinding<Item>) -> Content
  ) -> ModifiedView<Self> {
    modified { context, base in
      let nodes = context.child("content").render(base)
      let site = context.presentationSite(style.rawValue, binding: item, itemIdentity: identity)
      site.onDismiss = onDismiss
      guard let instance = site.update() else { return nodes }
      let dismiss = DismissAction({ site.engine.userDidDismiss() }, identity: ActionIdentity(site))
      let inner = context.child(style.rawValue).child(instance.key).with(\.dismiss, dismiss)
      var (body, preferences) = inner.collectingPreferences {
        inner.render(content(instance.binding))
      }
      let info = ScreenInfo(taking: &preferences)
      reportOrphanedDrillDowns(preferences.take(RuntimePreferences.PushedDestinations.self))
      let dismissal = preferences.take(RuntimePreferences.InteractiveDismiss.self)
      // Alerts and sheets presented from inside this one go after it on the page, so the
      // page's order is the order they stack in (a reloaded page opens them in that order).
      let nested = preferences.take(RuntimePreferences.Overlays.self)
      context.forward(preferences)
      // Escape and a click on the backdrop: closed, unless the content disabled that (then
      // the content hears the attempt, and the client keeps the dialog open).
      var attributes = context.child(style.rawValue).on("dismiss") { _ in
        if let dismissal, dismissal.isDisabled {
          dismissal.onAttempt?()
        } else {
          site.engine.userDidDismiss()
        }
      }
      if dismissal?.isDisabled == true { attributes["data-dismiss-disabled"] = "" }
      attributes["class"] = "presentation \(style.rawValue)"
      attributes["data-modal"] = ""
      let heading = body.lazy.compactMap { $0.firstDescendant { $0.tag == "h1" } }.first
      if let title = info.title ?? heading?.textContent, !title.isEmpty {
        attributes["aria-label"] = title
      }
      let children: [Node]
      if info.title != nil || !info.toolbar.isEmpty {
        children = [ScreenChrome.render(info, content: body)]
      } else {
        children = body
      }
      context.addOverlay(
        .element("dialog", attributes, key: NodeKey(instance.key), children: children))
      for overlay in nested { context.addOverlay(overlay) }
      return nodes
    }
  }
}
