import Foundation
import Testing

/// An app file written for SwiftUI (an `App`, a `PreviewProvider`, `#Preview` with
/// `@Previewable`), type-checked against this build's CairnWeb in the Swift 5 language mode
/// older samples build in, and in Swift 6 mode: it compiles, and a preview's body really is
/// type-checked.
@Suite(
  "SwiftUI app files in both language modes",
  .enabled(if: TypeChecker.isAvailable, "swiftc or the build's modules were not found"))
struct SwiftUIModeSourceTests {
  static let appFile = """
    import CairnWeb

    @MainActor
    @Observable
    final class Journal {
      var entries: [String]
      init(entries: [String] = []) { self.entries = entries }
    }

    struct JournalView: View {
      let journal: Journal
      var body: some View {
        List {
          ForEach(journal.entries, id: \\.self) { Text($0) }
        }
      }
    }

    @main
    struct JournalApp: App {
      let journal = Journal(entries: ["Monday"])

      var body: some Scene {
        let heading = "Journal"
        return WindowGroup(heading) {
          JournalView(journal: journal)
        }
      }
    }

    struct JournalView_Previews: PreviewProvider {
      static var previews: some View {
        let journal = Journal(entries: ["Tuesday"])
        NavigationStack {
          JournalView(journal: journal)
        }
      }
    }

    #Preview {
      JournalView(journal: Journal())
    }

    #Preview("Entry", traits: .sizeThatFitsLayout) {
      @Previewable @State var entry = "Wednesday"
      TextField("Entry", text: $entry)
    }
    """

  static let brokenPreview = """
    import CairnWeb

    struct Label2: View {
      let count: Int
      var body: some View { Text("\\(count)") }
    }

    #Preview {
      Label2(count: "seven")
    }
    """

  @Test(arguments: ["5", "6"])
  func anAppFileWithPreviewsCompiles(languageMode: String) throws {
    let errors = try MacroTypeChecker.check(Self.appFile, languageMode: languageMode)
    #expect(errors.isEmpty, "\(errors)")
  }

  @Test(arguments: ["5", "6"])
  func aPreviewsBodyIsTypeChecked(languageMode: String) throws {
    let errors = try MacroTypeChecker.check(Self.brokenPreview, languageMode: languageMode)
    #expect(
      errors.contains("cannot convert value of type 'String' to expected argument type 'Int'"),
      "\(errors)")
  }
}

/// ``TypeChecker`` with Cairn's macro plug-in loaded and a chosen language mode.
enum MacroTypeChecker {
  /// The error lines `swiftc` prints for `source` as a library file in `languageMode`.
  static func check(_ source: String, languageMode: String) throws -> String {
    guard let build = TypeChecker.buildDirectory, let swiftc = TypeChecker.swiftc else {
      return "no toolchain"
    }
    let plugin = build.appendingPathComponent("CairnMacros-tool")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftui-mode-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let arguments =
      [
        "-typecheck", "-parse-as-library", "-swift-version", languageMode,
        "-load-plugin-executable", plugin.path + "#CairnMacros",
        "-I", build.appendingPathComponent("Modules").path,
      ]
      + TypeChecker.moduleMaps(in: build).flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
      + [file.path]
    let text = try runCommand(swiftc, arguments).output
    return text.split(separator: "\n").filter { $0.contains("error:") }.joined(separator: "\n")
  }
}
