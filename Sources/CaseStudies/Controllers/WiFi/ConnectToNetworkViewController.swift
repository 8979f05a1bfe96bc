import Cairn
import CairnControllers
import CaseStudyFeatures

/// The connect sheet: the password field, "Cancel" and "Join" (busy while joining), and the
/// alert when the password is wrong.
public final class ConnectToNetworkViewController: UIViewController {
  /// The model the sheet shows.
  @UIBindable public var model: ConnectToNetworkModel

  /// The sheet for `model`.
  public init(model: ConnectToNetworkModel) {
    self.model = model
    super.init()
  }

  /// Builds the field and the bar buttons, and binds them to the model.
  public override func viewDidLoad() {
    super.viewDidLoad()
    title = model.network.name
    let prompt = UILabel(text: "Enter the password for “\(model.network.name)”")
    let password = UITextField(placeholder: "Password", text: $model.password)
    password.isSecureTextEntry = true
    view.addSubview(UIStackView(arrangedSubviews: [prompt, password]))

    let model = model
    let cancel = UIBarButtonItem(title: "Cancel") { model.cancelButtonTapped() }
    let join = UIBarButtonItem(title: "Join", style: .done) { await model.joinButtonTapped() }
    navigationItem.leftBarButtonItems = [cancel]
    navigationItem.rightBarButtonItems = [join]
    observe {
      join.isBusy = model.isConnecting
      join.isEnabled = !model.password.isEmpty
    }

    present(item: $model.incorrectPasswordAlert) { alert in
      UIAlertController(state: alert.wrappedValue)
    }
  }
}
