/// What drill-downs report to the navigation stack around the screen that declared them.
enum StackFrame {
  /// A screen pushed by a drill-down, to be rendered above the screen that declared it.
  struct Destination {
    let key: String
    let render: @MainActor (RenderContext) -> [Node]
    let pop: @MainActor () -> Void
    /// What `pop` acts on, when it is the drill-down's own dismissal.
    let popIdentity: ActionIdentity?
  }
}

/// A screen of a stack after rendering.
struct RenderedScreen {
  let key: String
  let info: ScreenInfo
  let nodes: [Node]
  let pop: (@MainActor () -> Void)?
}

extension View {
  /// Drills down to `destination` while `item` is non-`nil`, pushing it onto the enclosing
  /// ``NavigationStack``. The back button (and the browser's back button) set `item` to
  /// `nil`, if it still holds the pushed item.
  public func navigationDestination<Item, Destination: View>(
    item: UIBinding<Item?>,
    @ViewBuilder destination: @escaping (Item) -> Destination
  ) -> ModifiedView<Self> {
    navigationDestination(binding: item) { destination($0.wrappedValue) }
  }

  /// Drills down to `destination` while `item` is non-`nil`, handing it a binding to the item,
  /// so the pushed screen edits a value-type payload in place (`{ $item in … }`).
  @_disfavoredOverload
  public func navigationDestination<Item, Destination: View>(
    item: UIBinding<Item?>,
    @ViewBuilder destination: @escaping (UIBinding<Item>) -> Destination
  ) -> ModifiedView<Self> {
    navigationDestination(binding: item, destination: destination)
  }

  /// Drills down while `item` is non-`nil`; `pop` replaces the default back action (setting
  /// `item` to `nil`) when given.
  func navigationDestination<Item, Destination: View>(
    binding item: UIBinding<Item?>,
    pop customPop: (@MainActor () -> Void)? = nil,
    destination: @escaping (UIBinding<Item>) -> Destination
  ) -> ModifiedView<Self> {
    modified { context, base in
      let nodes = context.child("content").render(base)
      let site = context.presentationSite("drill-down", binding: item)
      let pop = customPop ?? { site.engine.userDidDismiss() }
      guard let instance = site.update() else { return nodes }
      context.preference(
        RuntimePreferences.PushedDestinations.self,
        [
          StackFrame.Destination(
            key: instance.key,
            render: { screenContext in
              screenContext.render(destination(instance.binding))
            },
            pop: pop,
            popIdentity: customPop == nil ? ActionIdentity(site) : nil
          )
        ]
      )
      return nodes
    }
  }

  /// Drills down while `isPresented` is true.
  public func navigationDestination<Destination: View>(
    isPresented: UIBinding<Bool>,
    @ViewBuilder destination: @escaping () -> Destination
  ) -> ModifiedView<Self> {
    navigationDestination(item: isPresented.optionalUnit) { _ in destination() }
  }
}
