import CairnControllers
@_spi(Runtime) import CairnWebTesting

/// `controller` as the root of a navigation controller, drawn by a test host: the way the
/// controller tests put a screen on show.
@MainActor
func navigationHost<Controller: UIViewController>(_ controller: Controller)
  -> (Controller, ViewHost)
{
  let host = ViewHost {
    ControllerRepresenting { UINavigationController(rootViewController: controller) }
  }
  return (controller, host)
}
