// swift-tools-version: 6.0
import PackageDescription

// Data flows one way: scene.yaml → SceneFile (storyboards and xibs → InterfaceBuilder, UIKit logs →
// ConsoleLog), each into the SceneModel → AutoLayout (Cassowary) → SolvedLayout (LayoutValues) →
// Rendering → CairoRendering → PNG / SVG / PDF, compared by GoldenImages. Each stage is a module;
// see ARCHITECTURE.md. StrutPipeline joins the stages for the command line (strut) and the library
// (Strut, StrutSnapshotTesting; see docs/library.md).
let package = Package(
    name: "strut",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "strut", targets: ["strut"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        // The library: `import Strut` to lay out and draw scenes, storyboards, xibs and logs.
        .library(name: "Strut", targets: ["Strut"]),
        // Strategies for pointfreeco's swift-snapshot-testing: `assertSnapshot(of: scene, as: .strut)`.
        .library(name: "StrutSnapshotTesting", targets: ["StrutSnapshotTesting"]),
        // `swift package strut check …` in a package that depends on strut.
        .plugin(name: "StrutCommand", targets: ["StrutCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Only StrutSnapshotTesting and its tests build it; `swift build --product strut` does not.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // The values layout hands to drawing, with no dependencies: geometry, the solved layout,
        // priorities, relations and attributes, text measuring's contract, number formatting and
        // the JSON writer. Drawing imports this, never the engine.
        .target(name: "LayoutValues"),
        // The constraint solver: knows nothing of views (LayoutValues only to print numbers).
        .target(name: "Cassowary", dependencies: ["LayoutValues"]),
        // Views, guides, constraints in Apple's model, and the engine that solves them.
        .target(name: "AutoLayout", dependencies: ["LayoutValues", "Cassowary"]),
        // Animations between solved layouts: timing curves, springs, timelines, the presentation
        // of each view at any time. Knows nothing of drawing, nor of the engine.
        .target(name: "Animation", dependencies: ["LayoutValues"]),
        // Apple's Visual Format Language.
        .target(name: "VisualFormat", dependencies: ["AutoLayout", "LayoutValues"]),
        // The scene model every reader makes: the document, the equation syntax, devices, located
        // errors, the builder that turns a document into views and constraints, and the writer
        // of scene files. No YAML: Interface Builder and console logs build it without a reader's code.
        .target(name: "SceneModel", dependencies: ["AutoLayout", "LayoutValues", "VisualFormat", "Animation"]),
        // Scene files: YAML/JSON read into the scene model.
        .target(name: "SceneFile", dependencies: ["SceneModel", "AutoLayout", "VisualFormat", "Animation", "Yams"]),
        // Interface Builder documents: storyboards and xibs read into the scene model.
        .target(name: "InterfaceBuilder", dependencies: ["SceneModel", "AutoLayout", "LayoutValues"]),
        // UIKit's console logs: the "Unable to simultaneously satisfy constraints" block read,
        // rebuilt into the scene model and explained.
        .target(name: "ConsoleLog", dependencies: ["SceneModel", "AutoLayout", "LayoutValues"]),
        // What to draw: views, transforms, guides, annotations, themes, over a small Canvas protocol.
        // Reads only the solved layout (LayoutValues): the compiler holds the boundary.
        .target(name: "Rendering", dependencies: ["LayoutValues"]),
        // Cairo and Pango: the Canvas, text measuring, PNG / SVG / PDF.
        .systemLibrary(
            name: "CCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev"]), .brew(["cairo", "pango", "libpng"])]),
        .target(name: "CairoRendering", dependencies: ["Rendering", "LayoutValues", "CCairo"], resources: [.copy("Fonts")]),
        // Animations drawn: animated SVG (SMIL), GIF (giflib), WebP (libwebp), filmstrips.
        .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        .target(name: "AnimatedRendering", dependencies: ["Animation", "Rendering", "CairoRendering", "LayoutValues", "CGif", "CWebP"]),
        // Comparing images pixelmatch-style, diff images, the HTML report.
        .target(name: "GoldenImages", dependencies: ["CairoRendering", "LayoutValues"]),
        // `strut watch`: the live preview's server on loopback, its page and the file watcher. Knows
        // nothing of scenes: the command line gives it what to show.
        // Its HTTP/1.1 and WebSocket server is its own, over POSIX sockets: a server library
        // (FlyingFox) loaded FoundationNetworking, and libcurl with it, into every strut process.
        .target(name: "LivePreview"),
        // From a path to laid-out scenes and panels: reading files and documents, devices, text sizes,
        // themes and directions, colours and controls for drawing, the layout report. What the
        // command line and the library share; tested without running the binary.
        .target(
            name: "StrutPipeline",
            dependencies: [
                "SceneModel", "SceneFile", "InterfaceBuilder", "ConsoleLog", "AutoLayout", "LayoutValues", "Animation", "Rendering", "CairoRendering",
            ]),
        // `strut check`'s work, testable without the binary: each snapshot drawn and compared with
        // its golden as a value (GoldenOutcome), the failures' artifacts, and the writers that take
        // outcomes (the summary, JUnit XML, the HTML report, GitHub's workflow annotations).
        .target(
            name: "GoldenWorkflow",
            dependencies: [
                "StrutPipeline", "SceneModel", "SceneFile", "Rendering", "CairoRendering", "GoldenImages", "AnimatedRendering", "LayoutValues",
            ]),
        // The scene side of `strut watch`: the watched file read again at each save, laid out and
        // drawn for the page's queries (LivePreview serves it).
        .target(
            name: "ScenePreview",
            dependencies: [
                "StrutPipeline", "SceneModel", "SceneFile", "InterfaceBuilder", "AutoLayout", "Rendering", "CairoRendering", "AnimatedRendering",
                "LivePreview",
            ]),
        // The library's façade: StrutScene, read from a file, laid out to a SolvedLayout, drawn to
        // PNG, SVG or PDF. Its public API is all a user sees; the modules under it stay package.
        .target(
            name: "Strut",
            dependencies: [
                "StrutPipeline", "SceneModel", "InterfaceBuilder", "ConsoleLog", "AutoLayout", "Rendering", "CairoRendering",
            ]),
        // Snapshot strategies for StrutScene: images compared as `strut compare` does, frames as text.
        .target(
            name: "StrutSnapshotTesting",
            dependencies: [
                "Strut", "GoldenImages", "CairoRendering",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // The command line: arguments parsed, the pipeline run, results printed.
        .executableTarget(
            name: "strut",
            dependencies: [
                "StrutPipeline", "SceneModel", "SceneFile", "InterfaceBuilder", "ConsoleLog", "AutoLayout", "LayoutValues", "Rendering", "CairoRendering", "GoldenImages",
                "Animation", "AnimatedRendering", "LivePreview", "GoldenWorkflow", "ScenePreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The command plugin: strut run from a user's package folder (`swift package strut …`).
        .plugin(
            name: "StrutCommand",
            capability: .command(
                intent: .custom(verb: "strut", description: "Run strut (check, merge-reports, apply, render, …) from the package's folder"),
                permissions: [.writeToPackageDirectory(reason: "strut writes goldens, reports, JUnit files and results folders in the package")]),
            dependencies: ["strut"]),

        .testTarget(name: "LayoutValuesTests", dependencies: ["LayoutValues"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "Cassowary"]),
        .testTarget(name: "AnimationTests", dependencies: ["Animation", "AutoLayout"]),
        .testTarget(name: "VisualFormatTests", dependencies: ["VisualFormat", "AutoLayout", "Cassowary"]),
        .testTarget(name: "SceneFileTests", dependencies: ["SceneFile", "SceneModel", "AutoLayout", "Animation"]),
        .testTarget(name: "ConsoleLogTests", dependencies: ["ConsoleLog", "SceneFile", "SceneModel", "AutoLayout"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "SceneFile", "SceneModel", "AutoLayout"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "AutoLayout"]),
        .testTarget(name: "CairoRenderingTests", dependencies: ["CairoRendering", "Rendering", "AutoLayout"]),
        .testTarget(name: "AnimatedRenderingTests", dependencies: ["AnimatedRendering", "Animation", "Rendering", "CairoRendering", "GoldenImages", "AutoLayout"]),
        .testTarget(name: "GoldenImagesTests", dependencies: ["GoldenImages", "CairoRendering"]),
        .testTarget(name: "LivePreviewTests", dependencies: ["LivePreview"]),
        .testTarget(name: "StrutTests", dependencies: ["Strut", "GoldenImages", "CairoRendering"]),
        // The snapshot strategies used as a user would, from Swift Testing and XCTest; references in __Snapshots__.
        .testTarget(
            name: "StrutSnapshotTestingTests",
            dependencies: ["StrutSnapshotTesting", "Strut", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "ScenePreviewTests", dependencies: ["ScenePreview", "LivePreview", "Rendering", "SceneModel"]),
        .testTarget(name: "GoldenWorkflowTests", dependencies: ["GoldenWorkflow", "StrutPipeline", "GoldenImages", "CairoRendering"]),
        .testTarget(
            name: "StrutPipelineTests", dependencies: ["StrutPipeline", "SceneModel", "SceneFile", "Animation", "Rendering", "AutoLayout", "CairoRendering"]),
        // Runs the built strut on every sample: layout JSON and images against Goldens/.
        .testTarget(name: "GoldenTests", dependencies: ["strut"]),

        // Benchmarks, run by hand (Benchmarks/README.md); never timed in tests.
        .executableTarget(name: "solver-bench", dependencies: ["Cassowary"], path: "Benchmarks/Sources/solver-bench"),
        .executableTarget(name: "engine-bench", dependencies: ["AutoLayout"], path: "Benchmarks/Sources/engine-bench"),
        .executableTarget(name: "stack-bench", dependencies: ["AutoLayout"], path: "Benchmarks/Sources/stack-bench"),
    ]
)

// libFuzzer targets, one per parser: declared only for `scripts/fuzz` (STRUT_FUZZ=1), which builds
// them with `-sanitize=fuzzer,address` in its own build folder; the normal build never sees them.
#if canImport(Glibc)
    import Glibc
    if getenv("STRUT_FUZZ") != nil {
        let fuzzTargets: [(String, [Target.Dependency])] = [
            ("fuzz-scene", ["SceneFile", "SceneModel", "AutoLayout"]), ("fuzz-equation", ["SceneFile", "SceneModel", "AutoLayout"]),
            ("fuzz-vfl", ["VisualFormat", "AutoLayout"]), ("fuzz-interface-builder", ["InterfaceBuilder", "SceneModel", "AutoLayout"]),
            ("fuzz-console-log", ["ConsoleLog", "SceneModel", "AutoLayout"]), ("fuzz-png", ["CairoRendering"]),
            ("fuzz-animation", ["SceneFile", "SceneModel", "Animation"]),
        ]
        package.targets.append(.target(name: "FuzzDriver", path: "Fuzz/Sources/FuzzDriver"))
        for (name, dependencies) in fuzzTargets {
            package.targets.append(
                .executableTarget(
                    name: name, dependencies: dependencies + ["FuzzDriver"], path: "Fuzz/Sources/\(name)",
                    swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
        }
    }
#endif
