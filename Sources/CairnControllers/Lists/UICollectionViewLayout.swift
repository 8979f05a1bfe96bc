/// How a collection view lays out its cells. On the web a collection view is drawn as a list;
/// the layout says which look it has.
@MainActor
open class UICollectionViewLayout {
  /// A layout with the default look.
  public init() {}

  /// The CSS class of the list's look, if any.
  var listClass: String? { nil }
}

/// A layout built from sections; here, made by ``list(using:)``.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  let configuration: UICollectionLayoutListConfiguration

  init(configuration: UICollectionLayoutListConfiguration) {
    self.configuration = configuration
    super.init()
  }

  /// A layout in which every section is a list configured by `configuration`.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(configuration: configuration)
  }

  override var listClass: String? { configuration.appearance.cssClass }
}

/// How a list layout looks.
public struct UICollectionLayoutListConfiguration: Hashable, Sendable {
  /// The list's look.
  public enum Appearance: Int, Hashable, Sendable {
    /// Rows edge to edge.
    case plain
    /// Rows grouped in sections.
    case grouped
    /// Sections as rounded cards inset from the edges (the Settings look).
    case insetGrouped
    /// A sidebar.
    case sidebar
    /// A plain sidebar.
    case sidebarPlain

    /// The CSS class of the look, for the looks that are not the default.
    var cssClass: String? {
      switch self {
      case .plain: "list-plain"
      case .grouped, .insetGrouped: nil
      case .sidebar, .sidebarPlain: "list-sidebar"
      }
    }
  }

  /// The list's look.
  public var appearance: Appearance
  /// Whether lines separate the rows.
  public var showsSeparators = true
  /// The list's background colour; `nil` uses the look's.
  public var backgroundColor: UIColor?

  /// A list configuration with `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}
