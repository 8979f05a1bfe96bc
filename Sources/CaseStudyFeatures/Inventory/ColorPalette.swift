import Cairn
import Dependencies

/// The colours the item form offers, shared by every form on the screen; "Load more colours"
/// fetches more, which takes a moment (on the clock, so tests control it).
@MainActor @Observable
public final class ColorPalette {
  /// The colours to choose from.
  public private(set) var colors: [Item.Color]
  /// Whether more colours are being loaded.
  public private(set) var isLoading = false
  /// Whether every colour there is has been loaded.
  public var hasLoadedAll: Bool {
    colors.count >= Item.Color.defaults.count + Item.Color.more.count
  }

  @ObservationIgnored @Dependency(\.continuousClock) private var clock

  /// A palette of `colors`.
  public init(colors: [Item.Color] = Item.Color.defaults) {
    self.colors = colors
  }

  /// Loads more colours, after the half second a server would take; does nothing while a
  /// load is under way or when everything is loaded.
  public func loadMoreButtonTapped() async {
    guard !isLoading, !hasLoadedAll else { return }
    isLoading = true
    defer { isLoading = false }
    try? await clock.sleep(for: .milliseconds(500))
    colors += Item.Color.more.filter { !colors.contains($0) }
  }
}
