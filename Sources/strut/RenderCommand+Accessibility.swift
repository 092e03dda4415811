import Rendering
import SceneModel
import StrutPipeline

extension RenderCommand {
    /// `--accessibility`: every panel the audit reads, each drawn beside the list of its elements.
    func accessibilityPanels(_ path: String, variations: VariationMatrix) throws(SceneError)
        -> (scenes: [RenderScene], document: SceneDocument, variations: VariationMatrix)
    {
        let panels = try AuditPanels.make(path, variations: variations, scene: scene)
        // Captions name what tells the panels apart: the variation when there are several, a
        // document's scene when it has several.
        let varied = Set(panels.map(\.variationText)).count > 1
        let scenes = Set(panels.compactMap { $0.scene?.id }).count > 1
        let drawn = panels.map { panel in
            let caption = [varied ? panel.variationText : nil, scenes ? panel.scene.map { $0.title ?? $0.id } : nil].compactMap { $0 }
            return panel.accessibilitySnapshot(caption: caption.isEmpty ? nil : caption.joined(separator: " · "))
        }
        return (drawn, panels[0].document, variations)
    }
}
