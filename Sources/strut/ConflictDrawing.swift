import AutoLayout
import ConsoleLog
import Rendering
import SceneFile

/// A log's conflict as a drawing and as a scene file.
enum ConflictDrawing {
    /// The views laid out without the broken constraint, named by class and title; the
    /// conflicting set is marked by the renderer, the placement hints are not.
    static func scene(_ explanation: ConflictExplanation) throws(SceneError) -> RenderScene {
        var scene = try SceneStyles.renderScene(explanation.solved, label: nil)
        let named = Set(explanation.solved.namedConstraints.values.map(ObjectIdentifier.init))
        scene.unmarkedConstraints = Set(explanation.solved.constraints.map(ObjectIdentifier.init)).subtracting(named)
        for item in explanation.scene.items {
            guard let id = explanation.scene.ids[item.key] else { continue }
            scene.names[id] = label(item)
        }
        return scene
    }

    /// `UIButton 'Cancel'`, `UIImageView`, `'progress background'`.
    static func label(_ item: LoggedItem) -> String {
        var text = item.className ?? item.name.map { "'\($0)'" } ?? "view"
        if let title = item.title, !item.isLayoutGuide { text += " '\(title.replacingOccurrences(of: "\n", with: " "))'" }
        if item.isLayoutGuide, let title = item.title { text = title }
        return text
    }

    /// The scene file `--scene-out` writes: each of the log's constraints with its address in a
    /// comment, then the placement hints.
    static func sceneFile(_ explanation: ConflictExplanation) -> String {
        let scene = explanation.scene
        let byID = Dictionary(uniqueKeysWithValues: scene.constraintIDs.enumerated().map { ($1, $0) })
        var comments: [Int: String] = [:]
        for (i, spec) in scene.document.constraints.enumerated() {
            if let id = spec.id?.value, let index = byID[id] {
                let c = scene.constraints[index]
                comments[i] = "\(c.address)" + (c.identifier.map { " '\($0)'" } ?? "") + " (log line \(c.location.line))"
            } else {
                comments[i] = "placement for the drawing only (priority 1), not in the log"
            }
        }
        var viewComments: [String: String] = [:]
        for item in scene.items {
            guard let id = scene.ids[item.key] else { continue }
            viewComments[id] = [item.className, item.address, item.title.map { "'\($0.replacingOccurrences(of: "\n", with: " "))'" }]
                .compactMap { $0 }.joined(separator: " ")
        }
        let header = [
            "Rebuilt by strut explain from \(explanation.log.file): the views and constraints of UIKit's log.",
            "The hierarchy is inferred; every constraint of the log is required, as UIKit printed it.",
        ]
        return SceneWriter(scene.document, comments: viewComments, constraintComments: comments).text(header: header)
    }
}
