import CairnWeb
import ConcurrencyExtras
import Dependencies
import StandupsDomain
import StandupsFeatures

/// The Standups web app: every tab gets its own navigation over the one shared store.
public enum StandupsApp {
  /// The app served over `store`; each tab's state is built from the URL it opened, and the
  /// ding plays through that tab's page.
  public static func application(store: StandupsStore) -> WebApplication {
    WebApplication(title: "Daily Standups") { link in
      let page = PageSound()
      let model = withDependencies {
        $0.soundEffectClient = SoundEffectClient(
          load: { _ in },
          play: { await page.play() }
        )
      } operation: {
        AppModel(store: store, deepLink: link)
      }
      return AppScreen(
        url: { model.deepLink },
        open: { model.open($0, isHistory: true) },
        onPage: { page.browser = $0 }
      ) {
        AppView(model: model)
      }
    }
  }
}

/// Plays sounds through one tab's page.
@MainActor
final class PageSound: Sendable {
  var browser: BrowserPage?

  nonisolated init() {}

  func play() {
    browser?.playDing()
  }
}

extension AppModel {
  /// The app over `store`, with the navigation state `link` spells.
  public convenience init(store: StandupsStore, deepLink link: DeepLink) {
    self.init(store: store)
    open(link)
  }
}
