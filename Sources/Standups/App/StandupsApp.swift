import CairnArchitecture
import CairnSpeech
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

/// The Standups web app: every tab gets its own navigation over the standups every tab
/// shares, `@Shared(.standups)`.
public enum StandupsApp {
  /// The app served in `flavour`; each tab's state is built from the URL it opened, and the
  /// ding plays through that tab's page. Tabs of either flavour see each other's changes live.
  ///
  /// Every tab runs with the dependencies of where this is called, so the storage chosen
  /// there (the `standupsStorage` dependency: the file, a database, memory) is the one every
  /// tab shares.
  /// - Parameters:
  ///   - flavour: How the app is written.
  ///   - recognizer: Transcribes meetings from each tab's microphone; when it is unavailable
  ///     (no PocketSphinx or no model on the server) speech is "restricted".
  public static func application(
    flavour: StandupsFlavour = .models,
    recognizer: SpeechRecognizer = SpeechRecognizer()
  ) -> WebApplication {
    withEscapedDependencies { dependencies in
      switch flavour {
      case .models: modelsApplication(dependencies, recognizer: recognizer)
      case .reducers: reducersApplication(dependencies, recognizer: recognizer)
      }
    }
  }

  static func modelsApplication(
    _ dependencies: DependencyValues.Continuation, recognizer: SpeechRecognizer
  ) -> WebApplication {
    WebApplication(title: "Daily Standups") { link in
      let page = PageServices(recognizer: recognizer)
      let model = dependencies.yield {
        withDependencies {
          page.provide(&$0)
        } operation: {
          AppModel(deepLink: link)
        }
      }
      return AppScreen(
        url: { model.deepLink },
        open: { model.open($0, isHistory: true) },
        onPage: { page.attach($0) }
      ) {
        AppView(model: model)
      }
    }
  }
}

extension StandupsApp {
  static func reducersApplication(
    _ dependencies: DependencyValues.Continuation, recognizer: SpeechRecognizer
  ) -> WebApplication {
    WebApplication(title: "Daily Standups") { link in
      let page = PageServices(recognizer: recognizer)
      let store = dependencies.yield {
        Store(initialState: StandupsAppFeature.State(deepLink: link)) {
          StandupsAppFeature()
        } withDependencies: {
          page.provide(&$0)
        }
      }
      return AppScreen(
        url: { store.state.deepLink },
        open: { store.send(.linkOpened(AppRoute.parse($0))) },
        onPage: { page.attach($0) },
        content: { StandupsReducersAppView(store: store) }
      )
    }
  }
}

/// What a tab's page does for the app: the ding, the microphone's transcription, and the
/// explanation "Open settings" gives.
@MainActor
final class PageServices: Sendable {
  private var browser: BrowserPage?
  private let speech: BrowserSpeech

  nonisolated init(recognizer: SpeechRecognizer) {
    self.speech = BrowserSpeech(recognizer: recognizer)
  }

  /// Connects the services to the tab's page once it exists.
  func attach(_ page: BrowserPage) {
    browser = page
    speech.attach(page)
  }

  /// Puts the tab's sound, speech and settings clients in `dependencies`.
  nonisolated func provide(_ dependencies: inout DependencyValues) {
    dependencies.soundEffectClient = SoundEffectClient(
      load: { _ in }, play: { await self.playDing() })
    dependencies.speechClient = speech.client
    dependencies.openSettings = OpenSettingsClient(open: { await self.explainMicrophone() })
  }

  private func playDing() {
    browser?.playDing()
  }

  private func explainMicrophone() {
    browser?.showMessage(
      title: BrowserSpeech.microphoneHelp.title, message: BrowserSpeech.microphoneHelp.message)
  }
}

extension AppModel {
  /// The app over the shared standups, with the navigation state `link` spells.
  public convenience init(deepLink link: DeepLink) {
    self.init()
    open(link)
  }
}
