import Foundation
import StrutPipeline

/// `strut apply`: the drawings of failing and new snapshots in results folders, taken as their
/// goldens without drawing anything again.
package enum GoldenApply {
    /// One golden to write: the actual image found by a check, and the golden it replaces or makes.
    package struct Accepted: Sendable, Equatable {
        /// The snapshot's name as check prints it: `box.yaml --state off`.
        package var name: String
        /// The golden's path without `.png`, relative to the goldens.
        package var stem: String
        package var actual: String
        package var golden: String
        /// The drawing's layout, written beside the golden (`STEM.json`), when the check kept one.
        package var actualLayout: String? = nil
        package var goldenLayout: String? = nil
        /// The scene's constraints, written beside the golden (`STEM.constraints.txt`), when the check kept them.
        package var actualConstraints: String? = nil
        package var goldenConstraints: String? = nil
    }

    /// The goldens to write from the results folders: each failing or new snapshot's actual
    /// image, or only those `only` names (by name, as check prints it, or by golden stem).
    ///
    /// - Parameters:
    ///   - commit: the running strut's commit; results of another are refused unless `allowOtherCommit`.
    /// - Throws: ``GoldenCheckError`` for results of another strut commit, a name in `only`
    ///   that is no failing or new snapshot (a passed one is never touched), or a snapshot in
    ///   two folders.
    package static func plan(
        _ given: [(folder: String, results: CheckResults)], goldens: String, only: [String]?, commit: String?, allowOtherCommit: Bool
    ) throws(GoldenCheckError) -> [Accepted] {
        var accepted: [Accepted] = [], passed: Set<String> = [], from: [String: String] = [:]
        for (folder, results) in given {
            if results.strutCommit != commit && !allowOtherCommit {
                throw GoldenCheckError(
                    "'\(folder.onOneLine)' was made by strut commit \(results.strutCommit ?? "unknown"), this is commit \(commit ?? "unknown"): "
                        + "its drawings may differ from this strut's; give --allow-other-commit to take them anyway")
            }
            for outcome in try results.outcomes(folder: folder) {
                if outcome.status == .passed { passed.formUnion([outcome.scene, outcome.stem]) }
                guard outcome.isFailure, let actual = outcome.artifactPaths.first(where: { $0.hasSuffix(".actual.png") }) else { continue }
                if let other = from[outcome.stem] {
                    throw GoldenCheckError("'\(outcome.scene.onOneLine)' is in both '\(other.onOneLine)' and '\(folder.onOneLine)'; give one run's results")
                }
                from[outcome.stem] = folder
                do {
                    try GoldenCheck.refuseUnlessRegularFile(actual)
                } catch {
                    throw GoldenCheckError("'\(actual.onOneLine)': \(error)")
                }
                var found = Accepted(name: outcome.scene, stem: outcome.stem, actual: actual, golden: try GoldenCheck.file(in: goldens, stem: outcome.stem, suffix: ".png"))
                if let layout = outcome.artifactPaths.first(where: { $0.hasSuffix(".actual.json") }) {
                    found.actualLayout = layout
                    found.goldenLayout = try GoldenCheck.file(in: goldens, stem: outcome.stem, suffix: ".json")
                }
                if let constraints = outcome.artifactPaths.first(where: { $0.hasSuffix(".actual.constraints.txt") }) {
                    found.actualConstraints = constraints
                    found.goldenConstraints = try GoldenCheck.file(in: goldens, stem: outcome.stem, suffix: ".constraints.txt")
                }
                accepted.append(found)
            }
        }
        guard let only else { return accepted }
        var chosen: [Accepted] = []
        for name in only {
            guard let found = accepted.first(where: { $0.name == name }) ?? accepted.first(where: { $0.stem == name }) else {
                if passed.contains(name) { throw GoldenCheckError("'\(name.onOneLine)' passed; apply never touches a golden that passed") }
                throw GoldenCheckError("--only: '\(name.onOneLine)' is no failing or new snapshot in the results")
            }
            if !chosen.contains(found) { chosen.append(found) }
        }
        return chosen
    }
}
