import CairnWeb
import Foundation
import Testing

/// Issue 29, deliverable 5: `Color("sky")` read from an Xcode asset catalogue folder.
@Suite("Asset catalogue colours")
struct AssetCatalogTests {
  /// A catalogue folder on disk, removed when the test ends.
  struct Catalog {
    let url: URL

    init() throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("cairn-assets-\(UUID().uuidString)")
        .appendingPathComponent("Assets.xcassets")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try write("{\"info\":{\"author\":\"xcode\",\"version\":1}}", to: "Contents.json")
    }

    func write(_ json: String, to path: String) throws {
      let file = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(json.utf8).write(to: file)
    }

    func remove() {
      try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }
  }

  static func colorSet(_ components: String, dark: String? = nil) -> String {
    var entries = [
      "{\"color\":{\"color-space\":\"srgb\",\"components\":{\(components)}},\"idiom\":\"universal\"}"
    ]
    if let dark {
      entries.append(
        "{\"appearances\":[{\"appearance\":\"luminosity\",\"value\":\"dark\"}],"
          + "\"color\":{\"color-space\":\"srgb\",\"components\":{\(dark)}},\"idiom\":\"universal\"}"
      )
    }
    return "{\"colors\":[\(entries.joined(separator: ","))],\"info\":{\"version\":1}}"
  }

  @Test func fractionsHexBytesGroupsAndDarkAppearances() throws {
    let catalog = try Catalog()
    defer { catalog.remove() }
    try catalog.write(
      Self.colorSet("\"alpha\":\"1.000\",\"red\":\"0.500\",\"green\":\"0.000\",\"blue\":\"1.000\""),
      to: "asset-test-fraction.colorset/Contents.json")
    try catalog.write(
      Self.colorSet(
        "\"alpha\":\"0.500\",\"red\":\"0xFF\",\"green\":\"0x80\",\"blue\":\"0\"",
        dark: "\"red\":\"255\",\"green\":\"255\",\"blue\":\"255\""),
      to: "Themes/asset-test-hex.colorset/Contents.json")
    try catalog.write(
      "{\"properties\":{\"provides-namespace\":true}}", to: "Brand/Contents.json")
    try catalog.write(
      Self.colorSet("\"red\":\"0\",\"green\":\"0\",\"blue\":\"0\""),
      to: "Brand/asset-test-ink.colorset/Contents.json")

    let names = try Color.registerAssetCatalog(at: catalog.url)
    #expect(names == ["Brand/asset-test-ink", "asset-test-fraction", "asset-test-hex"])
    #expect(Color("asset-test-fraction") == Color(red: 0.5, green: 0, blue: 1))
    #expect(
      Color("asset-test-hex").css
        == "light-dark(rgba(255, 128, 0, 0.5), rgba(255, 255, 255, 1.0))")
    #expect(Color("Brand/asset-test-ink") == Color(red: 0, green: 0, blue: 0))
  }

  @Test func aMalformedColourSetNamesItsFile() throws {
    let catalog = try Catalog()
    defer { catalog.remove() }
    try catalog.write("{ not json", to: "asset-test-broken.colorset/Contents.json")
    let error = #expect(throws: AssetCatalogError.self) {
      try Color.registerAssetCatalog(at: catalog.url)
    }
    #expect(error?.file.lastPathComponent == "Contents.json")
    #expect(error?.description.contains("asset-test-broken.colorset") == true)
    #expect(error?.reason == "not a colour set's Contents.json")
    #expect(Color("asset-test-broken").css.hasPrefix("var(--color-"), "nothing was registered")
  }

  @Test func xcodesPlaceholderSetWithNoColourIsSkipped() throws {
    let catalog = try Catalog()
    defer { catalog.remove() }
    try catalog.write(
      "{\"colors\":[{\"idiom\":\"universal\"}],\"info\":{\"version\":1}}",
      to: "AccentColor.colorset/Contents.json")
    try catalog.write(
      Self.colorSet("\"red\":\"1\",\"green\":\"0\",\"blue\":\"0\""),
      to: "asset-test-beside-placeholder.colorset/Contents.json")
    let names = try Color.registerAssetCatalog(at: catalog.url)
    #expect(names == ["asset-test-beside-placeholder"])
    #expect(Color("asset-test-beside-placeholder") == Color(red: 1, green: 0, blue: 0))
  }

  @Test func aComponentThatIsNotANumberIsRefused() throws {
    let catalog = try Catalog()
    defer { catalog.remove() }
    try catalog.write(
      Self.colorSet("\"red\":\"lots\",\"green\":\"0\",\"blue\":\"0\""),
      to: "asset-test-words.colorset/Contents.json")
    let error = #expect(throws: AssetCatalogError.self) {
      try Color.registerAssetCatalog(at: catalog.url)
    }
    #expect(error?.reason == "the \"red\" component \"lots\" is not a number")
  }

  @Test func aMissingFolderIsAnError() {
    #expect(throws: AssetCatalogError.self) {
      try Color.registerAssetCatalog(at: URL(fileURLWithPath: "/nonexistent/Assets.xcassets"))
    }
  }
}
