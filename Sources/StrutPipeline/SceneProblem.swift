import AutoLayout
import Foundation
import SceneFile
import SceneModel

/// A diagnostic of a laid-out scene that a CI run may fail on, with the line of the file it
/// comes from: a conflict (at its broken constraint), an ambiguous view or a misplaced one (at
/// the view).
package struct SceneProblem: Sendable, Hashable {
    /// What `--fail-on` names.
    package enum Kind: String, CaseIterable, Sendable {
        case conflicts, ambiguity, misplaced
    }

    package var kind: Kind
    package var message: String
    package var file: String
    package var line: Int?

    package init(kind: Kind, message: String, file: String, line: Int?) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
    }

    /// Every problem of a laid-out scene, in the order `layout` prints them.
    package static func all(in scene: LoadedScene) -> [SceneProblem] {
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

extension SceneProblem: CustomStringConvertible {
    /// `file:line: kind: message`, as `layout`, `render` and `check` print it.
    package var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(kind.rawValue): \(message)" }
}

/// The problems of the scenes a command laid out, told from the threads that load them.
package final class ProblemRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [SceneProblem] = []

    package init() {}

    /// Every problem recorded so far, in the order told.
    package var problems: [SceneProblem] { lock.withLock { recorded } }

    package func record(_ scene: LoadedScene) {
        let found = SceneProblem.all(in: scene)
        lock.withLock { recorded += found }
    }
}
