extension View {
  /// Shows an alert while `state` is non-`nil`.
  ///
  /// Tapping a button dismisses the alert (the binding becomes `nil`) and then hands the
  /// button's action, if any, to `handler`. Escape answers like the cancel button. An alert
  /// without buttons shows one "OK" that only dismisses.
  ///
  /// With `dismissal: .afterAction` the button's action goes first, while the alert is still
  /// presented, and the dismissal after it leaves the binding alone if the action already
  /// cleared it. A store-driven alert wants that order: the action reaches the presented
  /// child, and the feature clears the alert itself.
  public func alert<Action>(
    _ state: UIBinding<AlertState<Action>?>,
    dismissal: ButtonDismissal = .beforeAction,
    action handler: @escaping @MainActor (Action) -> Void = { (_: Action) in }
  ) -> ModifiedView<Self> {
    stateDialog(
      "alert", cssClass: "alert", state: state, dismissal: dismissal,
      handler: { if let action = $0 { handler(action) } },
      content: { alert in
        AlertDialog.Content(
          title: alert.title,
          showsTitle: true,
          message: alert.message,
          buttons: alert.displayedButtons
        )
      }
    )
  }

  /// Shows an alert while `state` is non-`nil`, handing a tapped button's action to an async
  /// `handler` after the alert is dismissed; the runtime tracks the handler's task, so
  /// `LiveView.settle()` waits for it.
  public func alert<Action>(
    _ state: UIBinding<AlertState<Action>?>,
    action handler: @escaping @MainActor (Action) async -> Void
  ) -> ModifiedView<Self> {
    modified { context, base in
      let runAction = context.actionRunner
      return context.render(base.alert(state) { action in runAction { await handler(action) } })
    }
  }

  /// Shows a confirmation dialog (an action sheet) while `state` is non-`nil`; buttons behave
  /// as in `alert(_:dismissal:action:)`.
  public func confirmationDialog<Action>(
    _ state: UIBinding<ConfirmationDialogState<Action>?>,
    dismissal: ButtonDismissal = .beforeAction,
    action handler: @escaping @MainActor (Action) -> Void = { (_: Action) in }
  ) -> ModifiedView<Self> {
    stateDialog(
      "dialog", cssClass: "confirmation-dialog", state: state, dismissal: dismissal,
      handler: { if let action = $0 { handler(action) } },
      content: { dialog in
        AlertDialog.Content(
          title: dialog.title,
          showsTitle: dialog.titleVisibility == .visible
            || (dialog.titleVisibility == .automatic && dialog.message != nil),
          message: dialog.message,
          buttons: dialog.displayedButtons
        )
      }
    )
  }

  /// Presents alert-like state through the presentation engine and draws it as a dialog;
  /// `handler` hears every tapped button's action, `nil` for a button without one.
  func stateDialog<Item: Identifiable, Action>(
    _ kind: String,
    cssClass: String,
    state: UIBinding<Item?>,
    dismissal: ButtonDismissal,
    handler: @escaping @MainActor (Action?) -> Void,
    content: @escaping (Item) -> AlertDialog.Content<Action>
  ) -> ModifiedView<Self> {
    modified { context, base in
      let nodes = context.child("content").render(base)
      let site = context.presentationSite(kind, binding: state, itemIdentity: .id)
      guard let instance = site.update() else { return nodes }
      context.addOverlay(
        AlertDialog.node(
          context: context.child(kind),
          key: instance.key,
          kind: cssClass,
          content: content(instance.binding.wrappedValue),
          site: site,
          dismissal: dismissal,
          handler: handler
        )
      )
      return nodes
    }
  }

  /// Shows an alert titled `title` while `isPresented` is true, with buttons built by
  /// `actions` and text built by `message`. Any button dismisses it before its action runs.
  public func alert<Actions: View, Message: View>(
    _ title: some StringProtocol,
    isPresented: UIBinding<Bool>,
    @ViewBuilder actions: @escaping () -> Actions,
    @ViewBuilder message: @escaping () -> Message
  ) -> ModifiedView<Self> {
    let title = String(title)
    return viewBuiltDialog(
      "alert", cssClass: "alert", item: isPresented.optionalUnit, title: { _, _ in title },
      showsTitle: true, actions: { _ in actions() }, message: { _ in message() })
  }

  /// Shows an alert while `item` is non-`nil`, with its title, buttons and text built from the
  /// item: the alert's item form, for an alert that needs what it is about.
  ///
  /// ```swift
  /// .alert(item: $model.route.delete) { item in
  ///   "Delete \(item.name)?"
  /// } actions: { item in
  ///   Button("Delete", role: .destructive) { model.deleteConfirmed(item) }
  /// } message: { item in
  ///   Text("This cannot be undone.")
  /// }
  /// ```
  ///
  /// Any button dismisses it before its action runs; an alert without buttons gets an "OK".
  public func alert<Item, Actions: View, Message: View>(
    item: UIBinding<Item?>,
    title: @escaping (Item) -> String,
    @ViewBuilder actions: @escaping (Item) -> Actions,
    @ViewBuilder message: @escaping (Item) -> Message
  ) -> ModifiedView<Self> {
    viewBuiltDialog(
      "alert", cssClass: "alert", item: item, title: { item, _ in title(item) },
      showsTitle: true, actions: actions, message: message)
  }

  /// Shows a confirmation dialog while `item` is non-`nil`, with its buttons and text built
  /// from the item; `titleVisible` says whether the title shows above them.
  public func confirmationDialog<Item, Actions: View, Message: View>(
    item: UIBinding<Item?>,
    titleVisible: Bool = false,
    title: @escaping (Item) -> String,
    @ViewBuilder actions: @escaping (Item) -> Actions,
    @ViewBuilder message: @escaping (Item) -> Message
  ) -> ModifiedView<Self> {
    viewBuiltDialog(
      "dialog", cssClass: "confirmation-dialog", item: item, title: { item, _ in title(item) },
      showsTitle: titleVisible, actions: actions, message: message)
  }

  /// Presents an alert or dialog whose buttons and text are views built from the item; the
  /// title is a string, or a `Text` reduced to its string in the given context.
  func viewBuiltDialog<Item, Actions: View, Message: View>(
    _ kind: String,
    cssClass: String,
    item: UIBinding<Item?>,
    title: @escaping (Item, RenderContext) -> String,
    showsTitle: Bool?,
    actions: @escaping (Item) -> Actions,
    message: @escaping (Item) -> Message
  ) -> ModifiedView<Self> {
    modified { context, base in
      let nodes = context.child("content").render(base)
      let site = context.presentationSite(kind, binding: item)
      guard let instance = site.update() else { return nodes }
      let value = instance.binding.wrappedValue
      var inner = context.child(kind).child(instance.key)
      inner.dismissBeforeButtonAction = DismissAction(
        { site.engine.userDidDismiss() }, identity: ActionIdentity(site))
      var buttons = inner.child("actions").render(actions(value))
      if buttons.isEmpty {
        var attributes = inner.child("ok").on("click") { _ in site.engine.userDidDismiss() }
        attributes["type"] = "button"
        attributes["class"] = "button role-cancel"
        buttons = [.element("button", attributes, children: [.text("OK")])]
      } else if AlertDialog.needsCancel(buttons) {
        var attributes = inner.child("cancel").on("click") { _ in site.engine.userDidDismiss() }
        attributes["type"] = "button"
        attributes["class"] = "button role-cancel"
        attributes["data-cancel"] = ""
        buttons.append(.element("button", attributes, children: [.text("Cancel")]))
      }
      let messageNodes = inner.child("message").render(message(value))
      let showsTitle = showsTitle ?? !messageNodes.isEmpty
      context.addOverlay(
        AlertDialog.frame(
          context: context.child(kind),
          key: instance.key,
          kind: cssClass,
          title: TextState(title(value, inner.child("title"))),
          showsTitle: showsTitle,
          message: messageNodes.isEmpty ? nil : messageNodes,
          buttons: buttons,
          onDismiss: { site.engine.userDidDismiss() }
        )
      )
      return nodes
    }
  }
}

/// When tapping a button of an alert or a confirmation dialog dismisses it, relative to the
/// button's action.
public enum ButtonDismissal: Sendable {
  /// The alert goes away first (its binding becomes `nil`), then the action runs: a model's
  /// action may present another alert without the dismissal taking it down.
  case beforeAction
  /// The action runs while the alert is still presented, then the alert goes away unless the
  /// binding already moved on: a store sends the action to the presented child, whose parent
  /// clears the alert.
  case afterAction
}

/// Draws alerts and confirmation dialogs from their state.
@MainActor
enum AlertDialog {
  /// Whether view-built buttons hold a destructive one and no cancel button: SwiftUI then adds
  /// a Cancel, so a destructive choice is never the only way out.
  static func needsCancel(_ buttons: [Node]) -> Bool {
    let isDestructive = buttons.contains { button in
      button.containsDescendant { ($0.attributes["class"] ?? "").contains("role-destructive") }
    }
    let hasCancel = buttons.contains { button in
      button.containsDescendant { $0.attributes["data-cancel"] != nil }
    }
    return isDestructive && !hasCancel
  }

  /// What an alert or confirmation dialog shows.
  struct Content<Action> {
    let title: TextState
    let showsTitle: Bool
    let message: TextState?
    let buttons: [ButtonState<Action>]
  }

  static func node<Item, Action>(
    context: RenderContext,
    key: String,
    kind: String,
    content: Content<Action>,
    site: PresentationSite<Item>,
    dismissal: ButtonDismissal,
    handler: @escaping @MainActor (Action?) -> Void
  ) -> Node {
    let (title, showsTitle, message) = (content.title, content.showsTitle, content.message)
    var buttons = content.buttons
    // As SwiftUI does, a destructive choice never stands alone: a Cancel that only dismisses
    // comes with it (its handler hears nil), so the alert can always be left without harm.
    if buttons.contains(where: { $0.role == .destructive }),
      !buttons.contains(where: { $0.role == .cancel })
    {
      buttons.append(ButtonState(role: .cancel) { TextState("Cancel") })
    }
    func respond(to button: ButtonState<Action>) {
      switch dismissal {
      case .beforeAction:
        site.engine.userDidDismiss()
        button.withAction(handler)
      case .afterAction:
        button.withAction(handler)
        site.engine.userDidDismiss()
      }
    }
    let cancel = buttons.first { $0.role == .cancel }
    let buttonNodes = buttons.enumerated().map { index, button in
      var buttonAttributes = context.child(key).child(index).on("click") { _ in
        respond(to: button)
      }
      buttonAttributes["type"] = "button"
      buttonAttributes["class"] =
        "button" + (button.role.map { $0 == .cancel ? " role-cancel" : " role-destructive" } ?? "")
      if button.role == .cancel { buttonAttributes["data-cancel"] = "" }
      return Node.element("button", buttonAttributes, children: TextRuns.nodes(button.label))
    }
    return frame(
      context: context,
      key: key,
      kind: kind,
      title: title,
      showsTitle: showsTitle,
      message: message.map(TextRuns.nodes),
      buttons: buttonNodes,
      onDismiss: { if let cancel { respond(to: cancel) } else { site.engine.userDidDismiss() } }
    )
  }

  /// The one drawing of every alert and confirmation dialog: a modal `<dialog>` with the
  /// `alertdialog` role, its title, its message, and its buttons; Escape runs `onDismiss`.
  static func frame(
    context: RenderContext,
    key: String,
    kind: String,
    title: TextState,
    showsTitle: Bool,
    message: [Node]?,
    buttons: [Node],
    onDismiss: @escaping @MainActor () -> Void
  ) -> Node {
    var attributes = context.on("dismiss") { _ in onDismiss() }
    attributes["class"] = "presentation \(kind)"
    attributes["role"] = "alertdialog"
    attributes["data-modal"] = ""
    attributes["aria-label"] = title.string
    var children: [Node] = []
    if showsTitle {
      children.append(.element("h2", ["class": "alert-title"], children: TextRuns.nodes(title)))
    }
    if let message {
      children.append(.element("div", ["class": "alert-message"], children: message))
    }
    children.append(.element("div", ["class": "alert-buttons"], children: buttons))
    return .element("dialog", attributes, key: NodeKey(key), children: children)
  }
}
