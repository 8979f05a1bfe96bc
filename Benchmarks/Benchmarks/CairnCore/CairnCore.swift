import Benchmark
import Cairn

/// Benchmarks of the core: bindings against direct access, case bindings against
/// swift-case-paths' own extraction, and `observe` re-runs.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal],
    scalingFactor: .kilo,
    maxDuration: .seconds(2)
  )
  bindingBenchmarks()
  caseBindingBenchmarks()
  observeBenchmarks()
}
