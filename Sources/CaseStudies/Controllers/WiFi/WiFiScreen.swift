import Cairn
import CairnControllers
import CairnWeb
import CaseStudyFeatures

extension CaseStudiesApp {
  /// A tab of the Wi-Fi settings: controllers embedded in the page, the URL following the
  /// model's destination, and a link back to the gallery under them.
  @MainActor
  static func wifiScreen(_ link: DeepLink) -> AppScreen {
    let model = WiFiSettingsModel(deepLink: link)
    return AppScreen(
      url: { model.deepLink },
      open: { model.open($0) },
      content: {
        VStack {
          ControllerRepresenting {
            UINavigationController(rootViewController: WiFiSettingsViewController(model: model))
          }
          Link("Back to the case studies", destination: "/").padding(.horizontal, 16)
        }
      }
    )
  }
}
