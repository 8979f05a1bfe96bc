import Cairn
import CairnControllers
import CaseStudyFeatures

/// The sheet that joins a secured network, in UIKit's idiom: a password field bound to the
/// model, a "Join" button whose primary action starts the join, a spinner while it runs, a
/// "Cancel" bar button, and an alert controller when the password is wrong. The views are
/// placed with Auto Layout against the safe area and the layout margins.
public final class ConnectToNetworkViewController: UIViewController {
  /// The model the sheet shows.
  @UIBindable public var model: ConnectToNetworkModel

  /// The sheet for `model`.
  public init(model: ConnectToNetworkModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  /// Builds the field, the button and the spinner, lays them out, and binds them and the
  /// alert to the model.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    navigationItem.title = model.network.name
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Cancel",
      primaryAction: UIAction { [weak self] _ in self?.model.cancelButtonTapped() })

    let prompt = UILabel()
    prompt.text = "Enter the password for “\(model.network.name)”"
    prompt.font = .preferredFont(forTextStyle: .subheadline)
    prompt.textColor = .readableSecondaryLabel
    prompt.numberOfLines = 0

    let password = UITextField(text: $model.password)
    password.placeholder = "Password"
    password.isSecureTextEntry = true
    password.borderStyle = .roundedRect
    password.bind(focus: $model.isPasswordFocused)

    let join = UIButton(
      type: .system,
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        Task { await self.model.joinButtonTapped() }
      })
    join.setTitle("Join", for: .normal)
    join.configuration = .borderedProminent()

    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.accessibilityLabel = "Joining"

    let stack = UIStackView(arrangedSubviews: [prompt, password, join, spinner])
    stack.axis = .vertical
    stack.alignment = .fill
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])

    observe { [weak self] in
      guard let self else { return }
      let isConnecting = model.isConnecting
      password.isEnabled = !isConnecting
      join.isEnabled = !isConnecting && !model.password.isEmpty
      if isConnecting { spinner.startAnimating() } else { spinner.stopAnimating() }
    }

    // Once the alert is closed, the field has the focus again, for another try.
    present(
      item: $model.incorrectPasswordAlert, id: \.id,
      onDismiss: { [weak self] in self?.model.incorrectPasswordAlertDismissed() },
      content: { state in
        let alert = UIAlertController(
          title: state.title.string, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        return alert
      })
  }
}
