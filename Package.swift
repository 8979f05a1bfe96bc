// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// The apps' own modules (Standups and the case studies) are not libraries anyone depends on,
/// so they are products only for the benchmarks package beside this one, which drives those
/// screens and asks for them with `CAIRN_APP_PRODUCTS=1`. Their executables run with
/// `swift run standups` / `swift run case-studies` either way.
let appModuleProducts: [Product] =
  Context.environment["CAIRN_APP_PRODUCTS"] == "1"
  ? [
    .library(name: "CaseStudies", targets: ["CaseStudies"]),
    .library(name: "CaseStudyFeatures", targets: ["CaseStudyFeatures"]),
    .library(name: "Standups", targets: ["Standups"]),
    .library(name: "StandupsDomain", targets: ["StandupsDomain"]),
    .library(name: "StandupsFeatures", targets: ["StandupsFeatures"]),
    .library(name: "StandupsReducers", targets: ["StandupsReducers"]),
  ] : []

let package = Package(
  name: "Cairn",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Cairn", targets: ["Cairn"]),
    .library(name: "CairnWeb", targets: ["CairnWeb"]),
    .library(name: "CairnArchitecture", targets: ["CairnArchitecture"]),
    .library(name: "CairnArchitectureWeb", targets: ["CairnArchitectureWeb"]),
    .library(name: "CairnSharing", targets: ["CairnSharing"]),
    .library(name: "CairnSharingPostgres", targets: ["CairnSharingPostgres"]),
    .library(name: "CairnControllers", targets: ["CairnControllers"]),
    .library(name: "CairnWebTesting", targets: ["CairnWebTesting"]),
    .library(name: "CairnSpeech", targets: ["CairnSpeech"]),
    .executable(name: "case-studies", targets: ["case-studies"]),
    .executable(name: "standups", targets: ["standups"]),
  ] + appModuleProducts,
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.6.0"),
    .package(url: "https://github.com/pointfreeco/swift-tagged", from: "0.10.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
  ],
  targets: [
    .macro(
      name: "CairnMacros",
      dependencies: [
        .product(name: "CasePathsMacrosSupport", package: "swift-case-paths"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "Cairn",
      dependencies: [
        "CairnMacros",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "CairnSharing",
      dependencies: [
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "CairnSharingTests",
      dependencies: [
        "CairnSharing",
        "CairnTestSupport",
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
    .target(
      name: "CairnSharingPostgres",
      dependencies: [
        "CairnSharing",
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ]
    ),
    .testTarget(
      name: "CairnSharingPostgresTests",
      dependencies: [
        "CairnSharing",
        "CairnSharingPostgres",
        "CairnTestSupport",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
      ]
    ),
    .target(
      name: "CairnArchitecture",
      dependencies: [
        "Cairn",
        "CairnSharing",
        "CairnMacros",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "CairnArchitectureTests",
      dependencies: ["CairnArchitecture"]
    ),
    .target(
      name: "CairnWeb",
      dependencies: [
        "Cairn",
        "CairnMacros",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSCompression", package: "hummingbird-websocket"),
        .product(name: "CompressNIO", package: "compress-nio"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
      ],
      resources: [
        .copy("Client/cairn.js"), .copy("Client/cairn-audio.js"), .copy("Client/cairn-lazy.js"),
        .copy("Client/cairn.css"),
      ]
    ),
    .systemLibrary(
      name: "CPocketSphinx",
      pkgConfig: "pocketsphinx",
      providers: [.apt(["libpocketsphinx-dev", "pocketsphinx-en-us"])]
    ),
    .target(
      name: "CairnSpeech",
      dependencies: ["CPocketSphinx"]
    ),
    .testTarget(
      name: "CairnSpeechTests",
      dependencies: ["CairnSpeech"]
    ),
    .target(
      name: "CairnArchitectureWeb",
      dependencies: ["CairnArchitecture", "CairnWeb"]
    ),
    .testTarget(
      name: "CairnArchitectureWebTests",
      dependencies: ["CairnArchitecture", "CairnArchitectureWeb", "CairnWeb", "CairnWebTesting"]
    ),
    .target(
      name: "CairnControllers",
      dependencies: [
        "Cairn", "CairnWeb",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "CairnWebTesting",
      dependencies: [
        "CairnWeb",
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "CaseStudyFeatures",
      dependencies: [
        "Cairn", "CairnArchitecture",
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
    .target(
      name: "CaseStudies",
      dependencies: [
        "Cairn", "CairnArchitecture", "CairnArchitectureWeb", "CairnControllers", "CairnWeb",
        "CaseStudyFeatures",
      ]
    ),
    .target(
      name: "StandupsDomain",
      dependencies: [
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "Tagged", package: "swift-tagged"),
      ]
    ),
    .target(
      name: "StandupsFeatures",
      dependencies: [
        "Cairn",
        "CairnSharing",
        "StandupsDomain",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "Tagged", package: "swift-tagged"),
      ]
    ),
    .target(
      name: "StandupsReducers",
      dependencies: [
        "Cairn",
        "CairnArchitecture",
        "CairnSharing",
        "StandupsDomain",
        "StandupsFeatures",
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "StandupsReducersTests",
      dependencies: [
        "CairnArchitecture",
        "CairnSharing",
        "CairnTestSupport",
        "StandupsDomain",
        "StandupsFeatures",
        "StandupsReducers",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
    .target(
      name: "Standups",
      dependencies: [
        "Cairn",
        "CairnArchitecture",
        "CairnArchitectureWeb",
        "CairnSharing",
        "CairnSpeech",
        "CairnWeb",
        "StandupsReducers",
        "StandupsDomain",
        "StandupsFeatures",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "Tagged", package: "swift-tagged"),
      ]
    ),
    .target(
      name: "CairnServerOptions",
      dependencies: [
        "CairnWeb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "standups",
      dependencies: [
        "Standups",
        "StandupsFeatures",
        "CairnServerOptions",
        "CairnSharing",
        "CairnSharingPostgres",
        "CairnWeb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "case-studies",
      dependencies: [
        "CaseStudies",
        "CairnServerOptions",
        "CairnWeb",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "CairnControllersTests",
      dependencies: ["Cairn", "CairnControllers", "CairnWeb", "CairnWebTesting"]
    ),
    .testTarget(
      name: "CairnTests",
      dependencies: [
        "Cairn",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(
      name: "CairnMacrosTests",
      dependencies: [
        "CairnMacros",
        .product(name: "CasePathsMacrosSupport", package: "swift-case-paths"),
        .product(name: "MacroTesting", package: "swift-macro-testing"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "CairnRoutesTests",
      dependencies: [
        "CairnTestSupport",
        "CairnWeb",
        .product(name: "CompressNIO", package: "compress-nio"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
      ]
    ),
    .testTarget(
      name: "CairnWebTests",
      dependencies: ["Cairn", "CairnTestSupport", "CairnWeb", "CairnWebTesting"]
    ),
    .testTarget(
      name: "StandupsTests",
      dependencies: [
        "CairnSharing",
        "CairnArchitecture",
        "CairnTestSupport",
        "CairnWebTesting",
        "Standups",
        "StandupsFeatures",
        "StandupsReducers",
        "StandupsDomain",
        "CairnWeb",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
    .testTarget(
      name: "StandupsDomainTests",
      dependencies: [
        "StandupsDomain",
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
    .target(
      name: "CairnTestSupport",
      dependencies: [
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")
      ],
      path: "Tests/CairnTestSupport"
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "CairnSharing", "CairnSharingPostgres", "CairnSpeech", "CairnWeb", "CaseStudies",
        "CairnTestSupport", "Standups", "StandupsDomain", "StandupsFeatures",
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
      ]
    ),
    .testTarget(
      name: "CaseStudiesTests",
      dependencies: [
        "Cairn", "CairnArchitecture", "CairnArchitectureWeb", "CairnControllers", "CaseStudies",
        "CaseStudyFeatures", "CairnWeb", "CairnWebTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
