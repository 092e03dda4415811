import AutoLayout
import ConsoleLog
import Rendering
import SceneFile
import SceneModel

/// A log's conflict as a drawing and as a scene file.
package enum ConflictDrawing {
    /// The views laid out without the broken constraint, named by class and title; the
    /// conflicting set is marked by the renderer, the placement hints are not.
    package static func scene(_ explanation: ConflictExplanation) throws(SceneError) -> RenderScene {
        var scene = try SceneStyles.renderScene(explanation.solved, label: nil)
        // The drawing knows constraints by their place in the solved layout's list, the active
        // constraints in order.
        let place = Dictionary(
            explanation.solved.engine.activeConstraints.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: { a, _ in a })
        let named = Set(explanation.solved.namedConstraints.values.map(ObjectIdentifier.init))
        scene.unmarkedConstraints = Set(
            explanation.solved.constraints.map(ObjectIdentifier.init).filter { !named.contains($0) }.compactMap { place[$0] })
        // A log prints no frames: where it leaves a view's place open, that is the log's silence,
        // not a fault of the layout worth a warning in the drawing.
        scene.marksAmbiguity = false
        // Views are many and small, and nested without a gap: a name away from its view would
        // name another.
        scene.keepsNamesAtViews = true
        // The constraint UIKit broke is crossed even where strut's engine, which holds every size at
        // zero or more, has to break another instead (both are then crossed).
        if let broken = explanation.broken {
            let id = explanation.scene.constraintIDs[broken]
            for (name, c) in explanation.solved.namedConstraints where name == id || name == id + "Hugging" {
                if let index = place[ObjectIdentifier(c)] { scene.reportedBroken.insert(index) }
            }
        }
        for item in explanation.scene.items {
            guard let id = explanation.scene.ids[item.key] else { continue }
            scene.names[id] = item.caption
        }
        return scene
    }
}
