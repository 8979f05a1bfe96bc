// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "CairnBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(
      url: "https://github.com/ordo-one/benchmark",
      from: "1.38.1",
      traits: ["MallocInterposer"]
    ),
    .package(name: "Cairn", path: ".."),
  ],
  targets: [
    .executableTarget(
      name: "CairnWebRendering",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "CairnWeb", package: "Cairn"),
        .product(name: "CaseStudies", package: "Cairn"),
      ],
      path: "Benchmarks/CairnWebRendering",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "CairnCore",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Cairn", package: "Cairn"),
      ],
      path: "Benchmarks/CairnCore",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
