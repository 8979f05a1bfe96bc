// swift-tools-version: 6.1
import PackageDescription
// Cairn's app modules (CaseStudies, Standups…) are products only with CAIRN_APP_PRODUCTS=1 in
// the environment: run every command here as `CAIRN_APP_PRODUCTS=1 swift …`.

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
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/vapor/websocket-kit", from: "2.16.2"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .executableTarget(
      name: "cairn-load",
      dependencies: [
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "WebSocketKit", package: "websocket-kit"),
      ],
      path: "LoadTool"
    ),
    .executableTarget(
      name: "cairn-event-cost",
      dependencies: [
        .product(name: "CairnWeb", package: "Cairn"),
        .product(name: "CaseStudies", package: "Cairn"),
      ],
      path: "EventCost"
    ),
    .target(
      name: "BenchmarkScreens",
      dependencies: [.product(name: "CairnWeb", package: "Cairn")],
      path: "Screens"
    ),
    .executableTarget(
      name: "cairn-render-cost",
      dependencies: [
        "BenchmarkScreens",
        .product(name: "CairnWeb", package: "Cairn"),
      ],
      path: "RenderCost"
    ),
    .executableTarget(
      name: "CairnWebRendering",
      dependencies: [
        "BenchmarkScreens",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "CairnArchitecture", package: "Cairn"),
        .product(name: "CairnWeb", package: "Cairn"),
        .product(name: "CaseStudies", package: "Cairn"),
        .product(name: "CaseStudyFeatures", package: "Cairn"),
        .product(name: "CairnControllers", package: "Cairn"),
        .product(name: "Standups", package: "Cairn"),
        .product(name: "StandupsFeatures", package: "Cairn"),
        .product(name: "StandupsDomain", package: "Cairn"),
        .product(name: "StandupsReducers", package: "Cairn"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ],
      path: "Benchmarks/CairnWebRendering",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "CairnArchitectureBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "CairnArchitecture", package: "Cairn"),
      ],
      path: "Benchmarks/CairnArchitectureBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "CairnSpeechBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "CairnSpeech", package: "Cairn"),
        .product(name: "CairnWeb", package: "Cairn"),
      ],
      path: "Benchmarks/CairnSpeechBenchmarks",
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
