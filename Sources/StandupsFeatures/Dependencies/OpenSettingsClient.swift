import Dependencies
import DependenciesMacros

/// Opens the system settings, where speech recognition can be allowed.
@DependencyClient
public struct OpenSettingsClient: Sendable {
  /// Opens the settings.
  public var open: @Sendable () async -> Void
}

extension OpenSettingsClient: DependencyKey {
  /// Linux has no settings app to open for speech; nothing happens.
  public static let liveValue = OpenSettingsClient(open: {})
  /// Does nothing, for previews.
  public static let previewValue = OpenSettingsClient(open: {})
  /// Unimplemented: tests say what they expect.
  public static let testValue = OpenSettingsClient()
}

extension DependencyValues {
  /// The settings opener.
  public var openSettings: OpenSettingsClient {
    get { self[OpenSettingsClient.self] }
    set { self[OpenSettingsClient.self] = newValue }
  }
}
