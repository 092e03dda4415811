// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "strut",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    targets: [
        // The constraint solver: no dependencies, knows nothing of views.
        .target(name: "Cassowary"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    ]
)
