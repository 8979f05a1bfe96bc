import Foundation

/// Why an asset catalogue's colour could not be read.
public struct AssetCatalogError: Error, CustomStringConvertible, Equatable {
  /// The file that could not be read.
  public let file: URL
  /// What is wrong with it.
  public let reason: String

  /// The file and the reason, in a sentence.
  public var description: String { "\(file.path): \(reason)" }
}

extension Color {
  /// Registers every colour set of the Xcode asset catalogue at `catalog` (a folder such as
  /// `Assets.xcassets`), so `Color("sky")` finds the colour of `sky.colorset`. Returns the
  /// names registered, sorted.
  ///
  /// A colour set's `Contents.json` gives sRGB (or Display P3, or grey) components as
  /// fractions (`"0.431"`), hexadecimal bytes (`"0x6E"`) or bytes (`"110"`); a set with a dark
  /// appearance draws its dark colour when the page is dark (CSS `light-dark()`). A group
  /// folder that provides a namespace prefixes its colours' names (`Themes/sky`). Ship the
  /// folder as a resource (`.copy("Assets.xcassets")`) and pass
  /// `Bundle.module.url(forResource: "Assets", withExtension: "xcassets")`.
  ///
  /// - Throws: ``AssetCatalogError`` naming the file, for a folder that cannot be read or a
  ///   colour set that is not valid JSON, has no universal colour, or uses a component or
  ///   colour space this reader does not know. Nothing is registered then.
  @discardableResult
  public static func registerAssetCatalog(at catalog: URL) throws -> [String] {
    let colors = try AssetCatalogReader.colors(in: catalog, prefix: "")
    for (name, color) in colors { register(name, as: color) }
    return colors.keys.sorted()
  }
}

/// Reads the colour sets of an asset catalogue folder.
enum AssetCatalogReader {
  private struct Contents: Decodable {
    struct Entry: Decodable {
      struct Appearance: Decodable {
        let appearance: String
        let value: String
      }
      struct Definition: Decodable {
        let colorSpace: String?
        let components: [String: String]?

        enum CodingKeys: String, CodingKey {
          case colorSpace = "color-space"
          case components
        }
      }
      let idiom: String?
      let appearances: [Appearance]?
      let color: Definition?
    }
    struct Properties: Decodable {
      let providesNamespace: Bool?

      enum CodingKeys: String, CodingKey {
        case providesNamespace = "provides-namespace"
      }
    }
    let colors: [Entry]?
    let properties: Properties?
  }

  static func colors(in folder: URL, prefix: String) throws -> [String: Color] {
    let manager = FileManager.default
    let children: [URL]
    do {
      children = try manager.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey])
    } catch {
      throw AssetCatalogError(file: folder, reason: "the folder cannot be read")
    }
    var result: [String: Color] = [:]
    for child in children.sorted(by: { $0.path < $1.path }) {
      let isDirectory = (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
      guard isDirectory else { continue }
      let name = child.deletingPathExtension().lastPathComponent
      switch child.pathExtension {
      case "colorset":
        // A set with no colour at all is Xcode's placeholder (a new project's AccentColor):
        // the system's colour, so nothing is registered for it.
        if let color = try color(at: child.appendingPathComponent("Contents.json")) {
          result[prefix + name] = color
        }
      case "":
        let namespaced =
          (try? contents(at: child.appendingPathComponent("Contents.json")))?
          .properties?.providesNamespace == true
        let inner = try colors(in: child, prefix: namespaced ? prefix + name + "/" : prefix)
        result.merge(inner) { first, _ in first }
      default:
        continue
      }
    }
    return result
  }

  private static func contents(at file: URL) throws -> Contents {
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw AssetCatalogError(file: file, reason: "the file cannot be read")
    }
    do {
      return try JSONDecoder().decode(Contents.self, from: data)
    } catch {
      throw AssetCatalogError(file: file, reason: "not a colour set's Contents.json")
    }
  }

  static func color(at file: URL) throws -> Color? {
    let entries = try contents(at: file).colors ?? []
    guard entries.contains(where: { $0.color != nil }) else { return nil }
    func isDark(_ entry: Contents.Entry) -> Bool {
      entry.appearances?.contains { $0.appearance == "luminosity" && $0.value == "dark" } == true
    }
    let universal = entries.filter { ($0.idiom ?? "universal") == "universal" }
    guard let light = universal.first(where: { !isDark($0) && ($0.appearances ?? []).isEmpty })
    else {
      throw AssetCatalogError(file: file, reason: "no universal colour for any appearance")
    }
    let lightCSS = try css(light, in: file)
    guard let dark = universal.first(where: isDark) else { return Color(css: lightCSS) }
    return Color(css: "light-dark(\(lightCSS), \(try css(dark, in: file)))")
  }

  private static func css(_ entry: Contents.Entry, in file: URL) throws -> String {
    guard let definition = entry.color, let components = definition.components else {
      throw AssetCatalogError(file: file, reason: "a colour without components")
    }
    func component(_ key: String, default fallback: Double? = nil) throws -> Double {
      guard let text = components[key] else {
        if let fallback { return fallback }
        throw AssetCatalogError(file: file, reason: "no \"\(key)\" component")
      }
      guard let value = number(text) else {
        throw AssetCatalogError(
          file: file, reason: "the \"\(key)\" component \"\(text)\" is not a number")
      }
      return value
    }
    let alpha = try component("alpha", default: 1)
    switch definition.colorSpace ?? "srgb" {
    case "srgb", "extended-srgb", "extended-linear-srgb":
      return Color(
        red: try component("red"), green: try component("green"), blue: try component("blue"),
        opacity: alpha
      ).css
    case "display-p3":
      let values = try ["red", "green", "blue"].map { key in
        Slider.format((min(max(try component(key), 0), 1) * 1000).rounded() / 1000)
      }
      return "color(display-p3 \(values.joined(separator: " ")) / \(Slider.format(alpha)))"
    case "gray-gamma-22", "extended-gray":
      let white = try component("white")
      return Color(red: white, green: white, blue: white, opacity: alpha).css
    case let space:
      throw AssetCatalogError(file: file, reason: "the colour space \"\(space)\" is not supported")
    }
  }

  /// A component as Xcode writes one: a fraction ("0.431"), a hexadecimal byte ("0x6E") or a
  /// byte ("110"), as a fraction.
  static func number(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.lowercased().hasPrefix("0x") {
      return Int(trimmed.dropFirst(2), radix: 16).map { min(Double($0), 255) / 255 }
    }
    guard let value = Double(trimmed), value.isFinite, value >= 0 else { return nil }
    return !trimmed.contains(".") && value > 1 ? min(value, 255) / 255 : min(value, 1)
  }
}
