import AutoLayout
import Foundation
import SceneModel

/// A log's conflict confirmed by strut's engine: a minimal set of its constraints that cannot all
/// hold, the one UIKit broke, and what conflicts and what would resolve it, in plain words.
package struct ConflictExplanation {
    package let scene: ConflictScene
    /// The scene solved with every constraint of the log but the broken one.
    package let solved: LoadedScene
    /// Indices into the log's constraints: a minimal set that cannot all hold (remove any one and
    /// the others can), in the log's order; empty when the constraints as printed can all hold.
    package let minimal: [Int]
    /// The other conflicts strut's engine found, each as indices into the log's constraints: the
    /// explanation is about ``minimal`` and lists these briefly.
    package let others: [[Int]]
    /// The index of the constraint UIKit broke, when the log names one in its list.
    package let broken: Int?
    /// Whether UIKit's rule that sizes are never negative takes part in the conflict.
    package let needsNonNegativeSize: Bool
    /// The explanation, in paragraphs.
    package let paragraphs: [String]

    package var text: String { paragraphs.joined(separator: "\n\n") }
    package var log: ConflictLog { scene.log }

    package init(_ log: ConflictLog, textMeasurer: TextMeasuring) throws(SceneError) {
        let scene = try ConflictScene(log, textMeasurer: textMeasurer)
        self.scene = scene
        var builder = SceneBuilder(scene.document, textMeasurer: textMeasurer)
        solved = try builder.build()
        solved.layout()
        let index = Dictionary(uniqueKeysWithValues: scene.constraintIDs.enumerated().map { ($1, $0) })
        var idOf: [ObjectIdentifier: String] = [:]
        for (id, c) in solved.namedConstraints { idOf[ObjectIdentifier(c)] = id }
        let conflict = solved.engine.conflicts.first
        let sets = solved.engine.conflicts.map { c in c.constraints.compactMap { idOf[ObjectIdentifier($0)].flatMap { index[$0] } }.sorted() }
        minimal = sets.first ?? []
        var distinct: [[Int]] = []
        for set in sets.dropFirst() where !set.isEmpty && set != minimal && !distinct.contains(set) { distinct.append(set) }
        others = distinct
        needsNonNegativeSize = conflict.map(Self.involvesNonNegativeSize) ?? false
        let keyOfID = Dictionary(scene.ids.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let brokenAddress = log.brokenInList?.address
        broken = log.constraints.firstIndex { $0.address == brokenAddress }
        var words = ExplanationWriter(scene: scene, minimal: minimal, broken: broken, solved: solved, textMeasurer: textMeasurer)
        words.others = others
        words.narrowed = conflict?.isMinimal ?? true
        words.negativeSizes = (conflict?.sizeFloors ?? []).compactMap { floor in
            keyOfID[floor.firstItem.identifier].map { (floor.firstAttribute.rawValue, scene.words[$0] ?? "the view") }
        }
        paragraphs = words.paragraphs()
    }

    /// Whether the engine's conflict includes its own rule that widths and heights are never negative.
    static func involvesNonNegativeSize(_ conflict: LayoutConflict) -> Bool {
        !conflict.sizeFloors.isEmpty
    }

    /// The scene file `--scene-out` writes: each of the log's constraints with its address in a
    /// comment, then the placement hints.
    package func sceneFile() -> String {
        let scene = self.scene
        let byID = Dictionary(uniqueKeysWithValues: scene.constraintIDs.enumerated().map { ($1, $0) })
        var comments: [Int: String] = [:]
        for (i, spec) in scene.document.constraints.enumerated() {
            if let id = spec.id?.value, let index = byID[id] {
                let c = scene.constraints[index]
                comments[i] = "\(c.address)" + (c.identifier.map { " '\($0)'" } ?? "") + " (log line \(c.location.line))"
            } else {
                let priority = if case .fields(let f) = spec.form { f.priority.rawValue } else { Float(1) }
                comments[i] = "placement for the drawing only (priority \(Int(priority))), not in the log"
            }
        }
        var viewComments: [String: String] = [:]
        for item in scene.items {
            guard let id = scene.ids[item.key] else { continue }
            viewComments[id] = [item.className, item.address, item.title.map { "'\($0.replacingOccurrences(of: "\n", with: " "))'" }]
                .compactMap { $0 }.joined(separator: " ")
        }
        let header = [
            "Rebuilt by strut explain from \(log.file): the views and constraints of UIKit's log.",
            "The hierarchy is inferred; every constraint of the log is required, as UIKit printed it.",
        ]
        return SceneWriter(scene.document, comments: viewComments, constraintComments: comments).text(header: header)
    }
}
