import CairnArchitecture
import CairnWeb
import ConcurrencyExtras
import Dependencies
import StandupsDomain
import StandupsFeatures
import StandupsReducers

/// The two ways the app is written, with identical behaviour.
public enum StandupsFlavour: String, CaseIterable, Sendable {
  /// `@Observable` models with Cairn's navigation (`StandupsFeatures`).
  case models
  /// Reducers and stores with CairnArchitecture (`StandupsReducers`).
  case reducers
}

/// The Standups web app: every tab gets its own navigation over the one shared store.
public enum StandupsApp {
  /// The app served over `store` in `flavour`; each tab's state is built from the URL it
  /// opened, and the ding plays through that tab's page. Tabs of either flavour over the same
  /// store see each other's changes live.
  public static func application(
    store: StandupsStore, flavour: StandupsFlavour = .models
  ) -> WebApplication {
    switch flavour {
    case .models: modelsApplication(store: store)
    case .reducers: reducersApplication(store: store)
    }
  }

  static func modelsApplication(store: StandupsStore) -> WebApplication {
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

extension StandupsApp {
  static func reducersApplication(store standups: StandupsStore) -> WebApplication {
    WebApplication(title: "Daily Standups") { link in
      let page = PageSound()
      let shared = SharedStandups.live(standups)
      let store = Store(
        initialState: StandupsAppFeature.State(deepLink: link, snapshot: shared.snapshot())
      ) {
        StandupsAppFeature()
      } withDependencies: {
        $0.sharedStandups = shared
        $0.soundEffectClient = SoundEffectClient(
          load: { _ in },
          play: { await page.play() }
        )
      }
      return AppScreen(
        url: { store.state.deepLink },
        open: { store.send(.linkOpened(AppRoute.parse($0))) },
        onPage: { page.browser = $0 },
        content: { StandupsReducersAppView(store: store) }
      )
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
