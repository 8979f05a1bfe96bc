import Cairn
import CairnControllers
import CairnWeb
import CaseStudyFeatures

extension CaseStudiesApp {
  /// A tab of the Wi-Fi settings: controllers embedded in the page, the URL following the
  /// model's destination.
  @MainActor
  static func wifiScreen(_ link: DeepLink) -> AppScreen {
    let model = WiFiSettingsModel(deepLink: link)
    return AppScreen(
      url: { model.deepLink },
      open: { model.open($0) },
      content: {
        ControllerRepresenting {
          UINavigationController(rootViewController: WiFiSettingsViewController(model: model))
        }
      }
    )
  }
}
