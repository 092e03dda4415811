import Rendering
import SceneModel
import StrutPipeline

extension RenderCommand {
    /// Refuses a `--focus` naming no view or guide of the scenes drawn, with the nearest id.
    static func checkFocus(_ focus: [String], in scenes: [RenderScene], path: String) throws(SceneError) {
        guard !focus.isEmpty else { return }
        let known = Set(scenes.flatMap { $0.layout.views.map(\.identifier) + $0.layout.guides.map(\.identifier) })
        for id in focus where !known.contains(id) {
            throw SceneError(
                "--focus '\(id)' names no view of the scene\(didYouMean(id, known.sorted()))",
                at: SourceLocation(file: SceneInput.displayName(path), line: 1, column: 1))
        }
    }
}
