import Cairn
import CairnControllers
import CaseStudyFeatures

/// A network's detail: "Forget network", confirmed in an alert.
public final class NetworkDetailViewController: UIViewController {
  /// The model the screen shows.
  @UIBindable public var model: NetworkDetailModel

  /// The detail of `model`.
  public init(model: NetworkDetailModel) {
    self.model = model
    super.init()
  }

  /// Builds the screen and binds the alert to the model.
  public override func viewDidLoad() {
    super.viewDidLoad()
    title = model.network.name
    let model = model
    let security = UILabel(text: model.network.isSecured ? "Secured (WPA2)" : "Open network")
    let forget = UIButton(title: "Forget network", role: .destructive) {
      model.forgetNetworkButtonTapped()
    }
    view.addSubview(UIStackView(arrangedSubviews: [security, forget]))
    present(item: $model.alert) { alert in
      UIAlertController(state: alert.wrappedValue) { action in model.alertButtonTapped(action) }
    }
  }
}
