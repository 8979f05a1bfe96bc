import BenchmarkScreens
@_spi(Runtime) import CairnWeb
import Foundation

/// Re-renders and diffs the 100-row list after one row's title changed, drawn both ways: by
/// one body (every row drawn again) and with each row an `.equatable()` view (one row drawn
/// again, 99 reused). Reports the main thread's CPU time per re-render and diff, and is small
/// enough to run under `valgrind --tool=callgrind`, whose instruction counts do not depend on
/// what else the machine is doing.
///
/// ```sh
/// cd Benchmarks && swift run -c release cairn-render-cost [renders per round] [plain|equatable|both]
/// ```
@main
enum RenderCost {
  static func main() {
    let arguments = CommandLine.arguments.dropFirst()
    let renders = arguments.first.flatMap { Int($0) } ?? 2_000
    let which = arguments.dropFirst().first ?? "both"
    MainActor.assumeIsolated {
      var medians: [String: Double] = [:]
      if which != "equatable" {
        medians["plain"] = measure("every row drawn by the list", renders) { RowsView(model: $0) }
      }
      if which != "plain" {
        medians["equatable"] = measure("each row an equatable view", renders) {
          EquatableRowsView(model: $0)
        }
      }
      if let plain = medians["plain"], let equatable = medians["equatable"] {
        print(String(format: "equatable / plain: %.2f", equatable / plain))
      }
    }
  }

  /// Renders `screen` once, then `renders` times per round after changing one row, and
  /// returns the median of five rounds' main-thread CPU per re-render and diff.
  @MainActor
  static func measure<Screen: View>(
    _ label: String, _ renders: Int, _ screen: (RowsModel) -> Screen
  ) -> Double {
    let model = RowsModel()
    let renderer = Renderer()
    let view = screen(model)
    var tree = renderer.render(view).tree
    var patchCount = 0
    var rounds: [Double] = []
    // Round 0 warms up.
    for round in 0...5 {
      let start = threadCPUTime()
      for index in 0..<renders {
        // A row inside the lazy list's first window (50 rows): one outside it draws nothing.
        model.rows[25].title = "Changed \(round) \(index)"
        let next = renderer.render(view).tree
        patchCount += Differ.patches(from: tree, to: next).count
        tree = next
      }
      guard round > 0 else { continue }
      rounds.append((threadCPUTime() - start) / Double(renders))
    }
    precondition(patchCount == 6 * renders, "one text patch per render expected")
    let median = rounds.sorted()[rounds.count / 2]
    print(
      String(
        format: "%@: %.1f µs per re-render and diff (median of 5 rounds of %d); reused %d, drew %d",
        label, median * 1e6, renders, renderer.memoHits, renderer.memoMisses))
    return median
  }

  /// The CPU time the calling thread has used, in seconds.
  static func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
