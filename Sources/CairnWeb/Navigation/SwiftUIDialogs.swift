import Cairn

// SwiftUI's alert and confirmation-dialog modifiers: a title (a string or a `Text`), an
// `isPresented:` Boolean, and buttons and a message built as views, optionally from data
// presented with them. Any button dismisses the dialog before its action runs; a dialog
// without buttons gets an "OK".

/// A dialog's title as SwiftUI code writes it: a string, or a `Text` drawn to its string.
struct DialogTitle {
  let string: @MainActor (RenderContext) -> String

  init(_ title: some StringProtocol) {
    let title = String(title)
    self.string = { _ in title }
  }

  init(_ title: Text) {
    self.string = { context in context.render(title).map(\.textContent).joined() }
  }
}

extension View {
  /// Shows an alert titled `title` while `isPresented` is true, with buttons built by
  /// `actions` and text built by `message`.
  public func alert<Actions: View, Message: View>(
    _ title: Text,
    isPresented: UIBinding<Bool>,
    @ViewBuilder actions: @escaping () -> Actions,
    @ViewBuilder message: @escaping () -> Message
  ) -> ModifiedView<Self> {
    swiftUIDialog(
      "alert", title: DialogTitle(title), isPresented: isPresented, visibility: .visible,
      presenting: (), actions: { _ in actions() }, message: { _ in message() })
  }

  /// Shows an alert titled `title` while `isPresented` is true, with buttons built by
  /// `actions` and no message.
  public func alert<Actions: View>(
    _ title: some StringProtocol,
    isPresented: UIBinding<Bool>,
    @ViewBuilder actions: @escaping () -> Actions
  ) -> ModifiedView<Self> {
    swiftUIDialog(
      "alert", title: DialogTitle(title), isPresented: isPresented, visibility: .visible,
      presenting: (), actions: { _ in actions() }, message: { _ in EmptyView() })
  }

  /// Shows an alert titled `title` while `isPresented` is true, with buttons built by
  /// `actions` and no message.
  public func alert<Actions: View>(
    _ title: Text,
    isPresented: UIBinding<Bool>,
    @ViewBuilder actions: @escaping () -> Actions
  ) -> ModifiedView<Self> {
    swiftUIDialog(
      "alert", title: DialogTitle(title), isPresented: isPresented, visibility: .visible,
      presenting: (), actions: { _ in actions() }, message: { _ in EmptyView() })
  }

  /// Shows an alert titled `title` while `isPresented` is true and `data` is non-`nil`, with
  /// buttons and text built from `data`.
  public func alert<T, Actions: View, Message: View>(
    _ title: some StringProtocol,
    isPresented: UIBinding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> Actions,
    @ViewBuilder message: @escaping (T) -> Message
  ) -> ModifiedView<Self> {
    swiftUIDialog(
      "alert", title: DialogTitle(title), isPresented: isPresented, visibility: .visible,
      presenting: data, actions: actions, message: message)
  }

  /// Shows an alert titled `title` while `isPresented` is true and `data` is non-`nil`, with
  /// buttons and text built from `data`.
  public func alert<T, Actions: View, Message: View>(
    _ title: Text,
    isPresented: UIBinding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> Actions,
    @ViewBuilder message: @escaping (T) -> Message
  ) -> ModifiedView<Self> {
    swiftUIDialog(
      "alert", title: DialogTitle(title), isPresented: isPresented, visibility: .visible,
      presenting: data, actions: actions, message: message)
  }

  /// Shows an alert titled `title` while `isPresented` is true and `data` is non-`nil`, with
  /// buttons built from `data` and no message.
  public func alert<T, Actions: View>(
    _ title: some StringProtocol,
    isPresented: UIBinding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> Actions
  ) -> ModifiedView<Self> {
    swiftUIDialog(
      "alert", title: DialogTitle(title), isPresented: isPresented, visibility: .visible,
      presenting: data, actions: actions, message: { _ in EmptyView() })
  }

  /// Shows a confirmation dialog titled `title` while `isPresented` is true, with buttons
  /// built by `actions` and text built by `message`; `titleVisibility` says whether the title
  /// shows above them (by default, when there is a message).
  public func confirmationDialog<Actions: View, Message: View>(
    _ title: some StringProtocol,
    isPresented: UIBinding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> Actions,
    @ViewBuilder message: @escaping () -> Message
  ) -> ModifiedView<Self> {
    swiftUIDialog(
      "dialog", title: DialogTitle(title), isPresented: isPresented, visibility: titleVisibility,
      presenting: (), actions: { _ in actions() }, message: { _ in message() })
  }

  /// Shows a confirmation dialog titled `title` while `isPresented` is true, with buttons
  /// built by `actions` and no message.
  public func confirmationDialog<Actions: View>(
    _ title: some StringProtocol,
    isPresented: UIBinding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> Actions
  ) -> ModifiedView<Self> {
    swiftUIDialog(
      "dialog", title: DialogTitle(title), isPresented: isPresented, visibility: titleVisibility,
      presenting: (), actions: { _ in actions() }, message: { _ in EmptyView() })
  }

  /// Shows a confirmation dialog titled `title` while `isPresented` is true, with buttons
  /// built by `actions` and text built by `message`.
  public func confirmationDialog<Actions: View, Message: View>(
    _ title: Text,
    isPresented: UIBinding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> Actions,
    @ViewBuilder message: @escaping () -> Message
  ) -> ModifiedView<Self> {
    swiftUIDialog(
      "dialog", title: DialogTitle(title), isPresented: isPresented, visibility: titleVisibility,
      presenting: (), actions: { _ in actions() }, message: { _ in message() })
  }

  /// Shows a confirmation dialog titled `title` while `isPresented` is true and `data` is
  /// non-`nil`, with buttons and text built from `data`.
  public func confirmationDialog<T, Actions: View, Message: View>(
    _ title: some StringProtocol,
    isPresented: UIBinding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> Actions,
    @ViewBuilder message: @escaping (T) -> Message
  ) -> ModifiedView<Self> {
    swiftUIDialog(
      "dialog", title: DialogTitle(title), isPresented: isPresented, visibility: titleVisibility,
      presenting: data, actions: actions, message: message)
  }

  /// Shows a confirmation dialog titled `title` while `isPresented` is true and `data` is
  /// non-`nil`, with buttons and text built from `data`.
  public func confirmationDialog<T, Actions: View, Message: View>(
    _ title: Text,
    isPresented: UIBinding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> Actions,
    @ViewBuilder message: @escaping (T) -> Message
  ) -> ModifiedView<Self> {
    swiftUIDialog(
      "dialog", title: DialogTitle(title), isPresented: isPresented, visibility: titleVisibility,
      presenting: data, actions: actions, message: message)
  }

  /// The one implementation of SwiftUI's dialog modifiers: shown while `isPresented` is true
  /// and `data` is non-`nil`; closing it writes `false`.
  func swiftUIDialog<T, Actions: View, Message: View>(
    _ kind: String,
    title: DialogTitle,
    isPresented: UIBinding<Bool>,
    visibility: Visibility,
    presenting data: T?,
    actions: @escaping (T) -> Actions,
    message: @escaping (T) -> Message
  ) -> ModifiedView<Self> {
    let showsTitle: Bool? =
      switch visibility {
      case .automatic: nil
      case .visible: true
      case .hidden: false
      }
    // While there is no data there is nothing to show, whatever `isPresented` says.
    let item = data == nil ? UIBinding<Void?>.constant(nil) : isPresented.optionalUnit
    return viewBuiltDialog(
      kind, cssClass: kind == "alert" ? "alert" : "confirmation-dialog",
      item: item,
      title: { _, context in title.string(context) },
      showsTitle: showsTitle,
      actions: { _ in data.map(actions) },
      message: { _ in data.map(message) })
  }
}
