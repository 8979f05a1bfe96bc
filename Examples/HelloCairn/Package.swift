// swift-tools-version: 6.1
import PackageDescription

// A package of its own that uses Cairn as any other package would: by `.package(path:)` here
// (the repository's root, two folders up), by `.package(url:from:)` elsewhere. One small app
// in each style Cairn supports; CI builds all three (`.ci/run`).
let package = Package(
  name: "HelloCairn",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Cairn", path: "../..")
  ],
  targets: [
    // SwiftUI-style: observable models and views.
    .executableTarget(
      name: "hello-swiftui",
      dependencies: [.product(name: "CairnWeb", package: "Cairn")]
    ),
    // Composable Architecture-style: a reducer, a store, and views of the store.
    .executableTarget(
      name: "hello-reducers",
      dependencies: [
        .product(name: "CairnArchitecture", package: "Cairn"),
        .product(name: "CairnArchitectureWeb", package: "Cairn"),
        .product(name: "CairnWeb", package: "Cairn"),
      ]
    ),
    // UIKit-style: a view controller that builds its views once and observes the model.
    .executableTarget(
      name: "hello-uikit",
      dependencies: [
        .product(name: "CairnControllers", package: "Cairn"),
        .product(name: "CairnWeb", package: "Cairn"),
      ]
    ),
  ]
)
