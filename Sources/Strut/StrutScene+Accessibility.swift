import Rendering
import SceneModel
import StrutPipeline

extension StrutScene {
    /// The accessibility elements in VoiceOver's reading order, one a line, as
    /// `.strutAccessibility` snapshots them: `1. Play, button. Plays the episode [play] (155.5, 220, 64, 64)`
    /// (what VoiceOver says, the view, its frame in the root's coordinates).
    package func accessibilityText(device: String? = nil) throws -> String {
        let (scene, document) = try loaded(device: device, state: nil)
        var render = try SceneStyles.renderScene(scene, label: nil)
        if let document { render.names = document.views.mapValues(\.name) }
        let input = InputScene(document: document?.document ?? scene.document, interfaceBuilder: document)
        let report = AuditPanels.report(scene, render: render, input: input, theme: .light)
        return report.elementLines.joined(separator: "\n") + "\n"
    }
}
