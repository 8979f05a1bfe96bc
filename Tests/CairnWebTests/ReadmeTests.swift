import Foundation
import Testing

/// Issue 33, item 12: what the README promises a newcomer stays true. Its test command is the
/// one CI runs, and its "Use Cairn in your own package" app is, character for character, the
/// example package's app that CI builds.
@Suite("README")
struct ReadmeTests {
  /// The repository's root, three folders up from this file.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theReadmeStartsWithItsTwoCommandsAndCIRunsItsTestCommand() throws {
    let readme = try Self.read("README.md")
    let firstBlock = try #require(readme.components(separatedBy: "```").dropFirst().first)
    #expect(firstBlock.contains("swift run standups "))
    #expect(firstBlock.contains("swift test --no-parallel "))
    let ci = try Self.read(".ci/run")
    #expect(ci.split(separator: "\n").last == "swift test --no-parallel")
    let requirements = try #require(readme.range(of: "\n## Requirements\n"))
    #expect(
      !readme[..<requirements.lowerBound].contains("\n## "),
      "Requirements is the first section")
  }

  @Test func theReadmesAppIsTheExamplePackagesApp() throws {
    let readme = try Self.read("README.md")
    let app = try Self.read("Examples/HelloCairn/Sources/hello-swiftui/HelloApp.swift")
    #expect(readme.contains("```swift\n" + app + "```\n"))
    let ci = try Self.read(".ci/run")
    #expect(ci.contains("swift build --package-path Examples/HelloCairn"))
  }

  /// The README's count of the places that expect a reported issue is the tests' count, and
  /// its two groups add up to it.
  @Test func theKnownIssuesCountedInTheReadmeAreTheTestsOnes() throws {
    let needle = "withKnown" + "Issue"  // spelled apart so this file is not counted
    var places = 0
    let tests = Self.root.appendingPathComponent("Tests")
    let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      places += text.components(separatedBy: needle).count - 1
    }
    let readme = try Self.read("README.md").replacingOccurrences(of: "\n", with: " ")
    #expect(readme.contains("in \(places) places"), "the tests have \(places)")
    let groups = try #require(
      readme.firstMatch(of: /as it must\*\* \((\d+)\).*at run time\*\* \((\d+)\)/))
    #expect(Int(groups.1).map { $0 + Int(groups.2)! } == places)
  }

  @Test func thePerformanceTablesLiveInTheBenchmarksDocument() throws {
    let readme = try Self.read("README.md")
    let benchmarks = try Self.read("Benchmarks/README.md")
    #expect(readme.contains("(Benchmarks/README.md)"))
    #expect(!readme.contains("| sessions | clicks |"))
    #expect(benchmarks.contains("| sessions | clicks |"))
  }
}
