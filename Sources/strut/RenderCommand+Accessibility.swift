import Rendering
import SceneModel
import StrutPipeline

extension RenderCommand {
    /// `--accessibility`: every panel the audit reads, each drawn beside the list of its elements.
    func accessibilityPanels(_ path: String, variations: VariationMatrix) throws(SceneError)
        -> (scenes: [RenderScene], document: SceneDocument, variations: VariationMatrix)
    {
        let panels = try AuditPanels.make(path, variations: variations, scene: scene)
        let captioned = panels.count > 1
        let scenes = panels.map { panel in
            let scene = panel.scene.map { " · " + ($0.title ?? $0.id) } ?? ""
            return panel.accessibilitySnapshot(caption: captioned ? panel.variationText + scene : nil)
        }
        return (scenes, panels[0].document, variations)
    }
}
