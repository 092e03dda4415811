// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "strut",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
    ],
    targets: [
        // The constraint solver: no dependencies, knows nothing of views.
        .target(name: "Cassowary"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        // Views, guides, constraints in Apple's model, and the engine that solves them.
        .target(name: "AutoLayout", dependencies: ["Cassowary"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"]),
        // Benchmarks, run by hand (Benchmarks/README.md); never timed in tests.
        .executableTarget(name: "solver-bench", dependencies: ["Cassowary"], path: "Benchmarks/Sources/solver-bench"),
    ]
)
