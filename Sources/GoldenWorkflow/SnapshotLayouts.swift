import LayoutValues
import StrutPipeline

/// The layouts one snapshot drew, in its panels' order (a storyboard's scenes, or one scene),
/// kept as values while it is drawn and written as `strut layout --json` writes them only when
/// asked: beside a golden being recorded, or for a failure's changes.
final class SnapshotLayouts {
    var layouts: [SolvedLayout] = []
    /// The scenes read, whose storyboard or xib says each scene's id, title and views' names.
    var inputs: [InputScene] = []

    /// `strut layout --json`'s object for one scene, its array for several; nil when nothing was laid out.
    var json: String? {
        guard !layouts.isEmpty else { return nil }
        let named = inputs.count == layouts.count ? inputs.map(\.interfaceBuilder) : Array(repeating: nil, count: layouts.count)
        return JSONValue.list(zip(layouts, named).map { LayoutReport.json($0, $1) })
    }
}
