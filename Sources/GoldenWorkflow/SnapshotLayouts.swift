import LayoutValues
import StrutPipeline

/// The layouts one snapshot drew, in its panels' order (a storyboard's scenes, or one scene),
/// kept as values while it is drawn and written out only when asked: beside a golden being
/// recorded, or for a failure's changes.
final class SnapshotLayouts {
    var layouts: [SolvedLayout] = []
    /// The scenes read, whose storyboard or xib says each scene's id, title and views' names.
    var inputs: [InputScene] = []

    /// What is written beside a golden; nil when nothing was laid out.
    var record: RecordedLayout? {
        guard !layouts.isEmpty else { return nil }
        let named = inputs.count == layouts.count ? inputs.map(\.interfaceBuilder) : Array(repeating: nil, count: layouts.count)
        let json = JSONValue.list(zip(layouts, named).map { LayoutReport.json($0, $1) })
        let titled = layouts.count > 1
        let constraints = zip(layouts, named).enumerated().flatMap { index, pair in
            let prefix = titled ? "[\(pair.1.map { $0.title ?? $0.id } ?? "scene \(index + 1)")] " : ""
            return RecordedLayout.constraintLines(pair.0).map { prefix + $0 }
        }
        return RecordedLayout(json: json, constraints: constraints)
    }
}

/// A drawing's layout as written beside its golden: `strut layout --json`'s text (`NAME.json`),
/// and the scene's own constraints as people write them, one a line (`NAME.constraints.txt`).
struct RecordedLayout {
    var json: String
    var constraints: [String]

    /// The constraints file's text.
    var constraintsText: String { constraints.map { $0 + "\n" }.joined() }

    /// The scene's own constraints, as it prints them (`title.leading == root.leading + 20
    /// @750`), and its stack views' (`'UISV-spacing' H:[a]-(8)-[b]`): what a change to the scene
    /// changes. The engine's (autoresizing, content size) follow from those and are left out.
    static func constraintLines(_ layout: SolvedLayout) -> [String] {
        layout.constraints.filter { $0.origin == .user || $0.origin == .stackView }.map { $0.description.onOneLine }
    }
}
