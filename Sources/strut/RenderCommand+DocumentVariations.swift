import Rendering
import SceneModel
import StrutPipeline

extension RenderCommand {
    /// A storyboard's or xib's scene on several devices or at several content sizes: one panel
    /// each, captioned with its variation, as a scene file's are.
    func documentPanels(_ path: String, variations: VariationMatrix, recorder: ProblemRecorder) throws(SceneError)
        -> (scenes: [RenderScene], document: SceneDocument, variations: VariationMatrix)
    {
        let file = SceneInput.displayName(path)
        if state != nil {
            throw SceneError("a storyboard or xib has no states", at: SourceLocation(file: file, line: 1, column: 1))
        }
        try ScenePanels.refuseVariations(variations, file: file)
        let entries = try DocumentVariations.inputs(path: path, scene: scene, measureText: measureText, runtime: runtime, matrix: variations)
        var scenes: [RenderScene] = []
        for (variation, input) in entries {
            var panel = try SceneStyles.panels([input]) { document, state, device throws(SceneError) in
                let loaded = try SceneLoader.load(document, state: state, device: device)
                recorder.record(loaded)
                return loaded
            }[0]
            var caption = variations.caption(variation)
            // A view that keeps its size is not shown at the device's: its caption says which it has.
            if let freeform = input.freeformCaption, variation.device != nil, !caption.isEmpty { caption[0] = freeform }
            panel.label = caption.joined(separator: " · ")
            scenes.append(panel)
        }
        if savedFrames { for i in scenes.indices { scenes[i].marksIssuesFrom = .none } }
        return (scenes, entries[0].input.document, variations)
    }
}
