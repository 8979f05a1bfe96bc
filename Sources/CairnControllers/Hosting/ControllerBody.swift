import CairnWeb

/// Draws a controller: a container draws its own way, any other controller its screen.
struct ControllerBody: PrimitiveView {
  let controller: UIViewController

  func render(in context: RenderContext) -> [Node] {
    context.child(key: controller.id).render(controller.makeBody())
  }
}

/// One controller's screen: its view, its title and title-bar buttons, what it presents (a
/// sheet, or an alert), and its appearance callbacks.
struct ControllerScreen: View {
  let controller: UIViewController

  var body: some View {
    // Loading first: `viewDidLoad` sets the title and the bar buttons this screen draws.
    let view = loadedView
    let state = controller.state
    TitledView(title: controller.navigationItem.title ?? state.title) {
      ElementView(view: view)
    }
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        BarButtons(items: controller.navigationItem.leftBarButtonItems)
      }
      ToolbarItem(placement: .confirmationAction) {
        BarButtons(items: controller.navigationItem.rightBarButtonItems)
      }
    }
    .sheet(item: UIBindable(state).sheet) { presentation in
      ControllerBody(controller: presentation.controller)
    }
    .alert(item: UIBindable(state).alert) { presentation in
      (presentation.controller as? UIAlertController)?.title ?? ""
    } actions: { presentation in
      let actions = (presentation.controller as? UIAlertController)?.actions ?? []
      ForEach(0..<actions.count) { index in
        let action = actions[index]
        Button(action.title ?? "", role: action.style.role) { [controller] in
          UIAlertController.run(action, restoringFocusIn: controller)
        }
        .disabled(!action.isEnabled)
      }
    } message: { presentation in
      if let message = (presentation.controller as? UIAlertController)?.message {
        Text(message)
      }
    }
    .onAppear { [controller] in controller.screenAppeared() }
    .onDisappear { [controller] in controller.screenDisappeared() }
  }

  private var loadedView: UIView {
    controller.loadViewIfNeeded()
    return controller.view
  }
}

/// Content with a navigation title, when there is one.
struct TitledView<Content: View>: View {
  let title: String?
  @ViewBuilder let content: () -> Content

  var body: some View {
    if let title {
      content().navigationTitle(title)
    } else {
      content()
    }
  }
}

/// Title-bar buttons: each its title, or progress while it is busy.
struct BarButtons: View {
  let items: [UIBarButtonItem]

  var body: some View {
    ForEach(0..<items.count) { index in
      let item = items[index]
      if item.isBusy {
        ProgressView("\(item.title) in progress")
      } else {
        Button(item.title) { await item.sendAction() }.disabled(!item.isEnabled)
      }
    }
  }
}
