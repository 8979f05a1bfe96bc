@_spi(Runtime) import CairnWeb
import Foundation

/// An app-defined environment key.
struct AccentKey: EnvironmentKey {
  static let defaultValue = "blue"
}

extension EnvironmentValues {
  /// The accent the views inside use.
  var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

/// Shows the accent and the colour scheme it inherits.
struct AccentLabel: View {
  @Environment(\.accent) var accent
  @Environment(\.colorScheme) var colorScheme

  var body: some View {
    Text("Accent: \(accent), scheme: \(colorScheme == .dark ? "dark" : "light")")
  }
}

/// Buttons that open URLs, safe and not.
struct LinkOpener: View {
  @Environment(\.openURL) var openURL
  let urls: [String]

  var body: some View {
    VStack {
      ForEach(urls, id: \.self) { url in
        Button("Open \(url)") { openURL(URL(string: url)!) }
      }
    }
  }
}
