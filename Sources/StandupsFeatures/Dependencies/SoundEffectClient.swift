import Dependencies
import DependenciesMacros

/// Plays the ding that marks each hand-over between speakers.
@DependencyClient
public struct SoundEffectClient: Sendable {
  /// Prepares the sound.
  public var load: @Sendable (_ name: String) async -> Void
  /// Plays the loaded sound.
  public var play: @Sendable () async -> Void
}

extension SoundEffectClient: DependencyKey {
  /// Silent; the web app overrides it per tab with a client that plays through the page.
  public static let liveValue = SoundEffectClient(load: { _ in }, play: {})
  /// Silent, for previews.
  public static let previewValue = SoundEffectClient(load: { _ in }, play: {})
  /// Unimplemented: tests say what they expect.
  public static let testValue = SoundEffectClient()
}

extension DependencyValues {
  /// The sound effect player.
  public var soundEffectClient: SoundEffectClient {
    get { self[SoundEffectClient.self] }
    set { self[SoundEffectClient.self] = newValue }
  }
}
