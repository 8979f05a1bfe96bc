/// Whether the user may close a sheet, popover or cover themselves (Escape, a click on the
/// backdrop), and whom to tell when they try while they may not.
struct InteractiveDismissal {
  /// Whether Escape and a backdrop click leave the presentation up.
  let isDisabled: Bool
  /// Called when the user tries to close the presentation while it is disabled.
  let onAttempt: (@MainActor () -> Void)?
}

extension RuntimePreferences {
  /// How the presentation around a view answers the user's own attempts to close it, set by
  /// `interactiveDismissDisabled`; read by the sheet, popover or cover. The innermost setting
  /// wins.
  enum InteractiveDismiss: PreferenceKey {
    static var defaultValue: InteractiveDismissal? { nil }
    static func reduce(value: inout InteractiveDismissal?, nextValue: () -> InteractiveDismissal?) {
      value = nextValue() ?? value
    }
  }
}

extension View {
  /// Keeps the sheet, popover or full-screen cover this view is in from being closed by the
  /// user (Escape, a click on the backdrop) while `isDisabled` is true; the model can still
  /// close it, and so can the environment's `dismiss` action.
  ///
  /// Use it while closing would lose something, such as a form with unsaved changes. Inside
  /// a screen pushed on a stack it has no effect, as in SwiftUI.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedView<Self> {
    interactiveDismissal(InteractiveDismissal(isDisabled: isDisabled, onAttempt: nil))
  }

  /// Keeps the presentation this view is in from being closed by the user while `isDisabled`
  /// is true, and calls `onAttempt` each time they try (Escape, a click on the backdrop), so
  /// the app can answer, for instance by asking whether to discard unsaved changes:
  ///
  /// ```swift
  /// StandupForm(model: form)
  ///   .interactiveDismissDisabled(form.hasUnsavedChanges) { form.dismissAttempted() }
  /// ```
  ///
  /// SwiftUI has no such callback (UIKit's closest is the presentation controller delegate's
  /// `presentationControllerDidAttemptToDismiss(_:)`); a web page needs it, since Escape
  /// and a click beside a dialog are how people close one.
  public func interactiveDismissDisabled(
    _ isDisabled: Bool = true,
    onAttempt: @escaping @MainActor () -> Void
  ) -> ModifiedView<Self> {
    interactiveDismissal(InteractiveDismissal(isDisabled: isDisabled, onAttempt: onAttempt))
  }

  private func interactiveDismissal(_ dismissal: InteractiveDismissal) -> ModifiedView<Self> {
    modified { context, content in
      context.preference(RuntimePreferences.InteractiveDismiss.self, dismissal)
      return context.render(content)
    }
  }
}
