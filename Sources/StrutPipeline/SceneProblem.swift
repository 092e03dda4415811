import AutoLayout
import SceneFile
import SceneModel

/// A diagnostic of a laid-out scene that a CI run may fail on, with the line of the file it
/// comes from: a conflict (at its broken constraint), an ambiguous view or a misplaced one (at
/// the view).
struct SceneProblem: Sendable, Hashable {
    /// What `--fail-on` names.
    enum Kind: String, CaseIterable, Sendable {
        case conflicts, ambiguity, misplaced
    }

    var kind: Kind
    var message: String
    var file: String
    var line: Int?

    /// Every problem of a laid-out scene, in the order `layout` prints them.
    static func all(in scene: LoadedScene) -> [SceneProblem] {
        let file = scene.file
        let layout = scene.solvedLayout
        var found: [SceneProblem] = []
        for conflict in layout.conflicts {
            let located = ([conflict.broken] + conflict.constraints).first { $0.source?.line != nil }?.source
            found.append(
                SceneProblem(
                    kind: .conflicts, message: "Unable to simultaneously satisfy constraints: breaking \(conflict.broken.description)",
                    file: located?.file ?? file, line: located?.line))
        }
        // Only a scene with an ambiguous or misplaced view needs its views' lines.
        let lines = layout.ambiguities.isEmpty && layout.misplacedViews.isEmpty ? [:] : scene.viewLines()
        for ambiguity in layout.ambiguities {
            found.append(SceneProblem(kind: .ambiguity, message: ambiguity.description, file: file, line: lines[ambiguity.item]))
        }
        for misplaced in layout.misplacedViews {
            found.append(SceneProblem(kind: .misplaced, message: misplaced.description, file: file, line: lines[misplaced.view]))
        }
        return found
    }
}
