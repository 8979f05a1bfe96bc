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

  @Test func thePerformanceTablesLiveInTheBenchmarksDocument() throws {
    let readme = try Self.read("README.md")
    let benchmarks = try Self.read("Benchmarks/README.md")
    #expect(readme.contains("(Benchmarks/README.md)"))
    #expect(!readme.contains("| sessions | clicks |"))
    #expect(benchmarks.contains("| sessions | clicks |"))
  }
}
