// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "strut",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    targets: [
        // The constraint solver: no dependencies, knows nothing of views.
        .target(name: "Cassowary"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        // Benchmarks, run by hand (Benchmarks/README.md); never timed in tests.
        .executableTarget(name: "solver-bench", dependencies: ["Cassowary"], path: "Benchmarks/Sources/solver-bench"),
    ]
)
