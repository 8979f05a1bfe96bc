import Foundation
import Testing

/// `import CairnWeb` offers the view language, the app and server entry points and the
/// extension points for custom views; the runtime's plumbing needs `@_spi(Runtime) import`.
/// Checked by type-checking small files against the modules this build produced.
@Suite(
  "CairnWeb's public surface",
  .enabled(if: TypeChecker.isAvailable, "swiftc or the build's modules were not found"))
struct PublicSurfaceTests {
  static let runtimeTypes = [
    "Differ", "Patch", "PatchApplier", "HTML", "Renderer", "WireProtocol", "LiveView", "Session",
    "SessionStore", "ClientAssets", "ServerFrame", "ClientFrame", "Effect",
  ]

  @Test func runtimeTypesAreNotVisibleWithoutTheSPI() throws {
    let uses = Self.runtimeTypes.map { "_ = \($0).self" }.joined(separator: "\n")
    let plain = try TypeChecker.check("import CairnWeb\nfunc f() {\n\(uses)\n}\n")
    for name in Self.runtimeTypes {
      #expect(plain.contains("cannot find '\(name)' in scope"), "\(name) is not public")
    }
    let withSPI = try TypeChecker.check("@_spi(Runtime) import CairnWeb\nfunc f() {\n\(uses)\n}\n")
    #expect(withSPI.isEmpty, "with the SPI they are there: \(withSPI)")
  }

  @Test func theCoresRendererHelpersAreNotPublic() throws {
    let unit = try TypeChecker.check(
      "import Cairn\nfunc f(_ isOn: UIBinding<Bool>) { _ = isOn.optionalUnit }\n")
    #expect(unit.contains("optionalUnit"), "\(unit)")
    let protocolUse = try TypeChecker.check("import Cairn\nfunc g(_ value: any OptionalValue) {}\n")
    #expect(protocolUse.contains("cannot find type 'OptionalValue' in scope"), "\(protocolUse)")
    let presence = try TypeChecker.check(
      "import Cairn\nfunc f(_ b: UIBinding<Int?>) -> UIBinding<Bool> { b.isPresent() }\n")
    #expect(presence.isEmpty, "the author-facing form stays public: \(presence)")
  }

  @Test func theViewLanguageAndTheServerEntryNeedNoSPI() throws {
    let source = """
      import Cairn
      import CairnWeb
      struct Greeting: View {
        var body: some View {
          NavigationStack {
            List { Text("Hello"); Button("Tap") {} }.navigationTitle("Hi")
          }
        }
      }
      struct Custom: PrimitiveView {
        func render(in context: RenderContext) -> [Node] {
          [.element("p", context.on("click") { _ in }, children: [.text("custom")])]
        }
      }
      func serve() async throws {
        let app = WebApplication(title: "Hi") { _ in AppScreen { Greeting() } }
        try await CairnServer.serve(app, allowedHosts: ["example.com"], limits: RequestLimits())
        _ = try await CairnRoutes(app, prefix: "/hi")
      }
      """
    let errors = try TypeChecker.check(source)
    #expect(errors.isEmpty, "\(errors)")
  }
}

/// Type-checks a file against this build's modules with `swiftc -typecheck`.
enum TypeChecker {
  static let buildDirectory: URL? = {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    while directory.path != "/" {
      if FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Modules/CairnWeb.swiftmodule").path)
      {
        return directory
      }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }()

  static let swiftc = executableOnPath("swiftc")

  static var isAvailable: Bool { buildDirectory != nil && swiftc != nil }

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The C modules' maps: those the build generated, and those the checkouts ship.
  static func moduleMaps(in build: URL) -> [String] {
    var maps: [String] = []
    for root in [build, packageRoot.appendingPathComponent(".build/checkouts")] {
      let walker = FileManager.default.enumerator(atPath: root.path)
      while let relative = walker?.nextObject() as? String {
        // Host-tool builds (for macros and plug-ins) hold second copies of the same modules.
        guard relative.hasSuffix("module.modulemap"), !relative.contains("-tool.build/")
        else { continue }
        let generated = root == build && !relative.contains("/include/")
        let shipped =
          root != build && relative.contains("/Sources/") && relative.contains("/include/")
        if generated || shipped { maps.append(root.appendingPathComponent(relative).path) }
      }
    }
    return maps
  }

  /// The error lines `swiftc` prints for `source`; empty when it type-checks.
  static func check(_ source: String) throws -> String {
    guard let build = buildDirectory, let swiftc else { return "no toolchain" }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("surface-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let arguments =
      ["-typecheck", "-I", build.appendingPathComponent("Modules").path]
      + moduleMaps(in: build).flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] } + [file.path]
    let text = try runCommand(swiftc, arguments).output
    return text.split(separator: "\n").filter { $0.contains("error:") }.joined(separator: "\n")
  }
}
