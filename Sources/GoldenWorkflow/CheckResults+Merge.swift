import GoldenImages
import Foundation
import StrutPipeline

/// The results folders of one suite's shards joined: what one unsharded run of it found.
package struct MergedResults: Sendable {
    /// Every outcome, in the order one unsharded run gives them (the scenes sorted by path).
    package var outcomes: [GoldenOutcome]
    package var failOn: Set<SceneProblem.Kind>
    package var samples: String
    package var goldens: String
    /// The results folders as given, in shard order.
    package var folders: [String]
    /// The strut the shards were made by.
    package var producer: CheckResults.Producer
    /// The goldens no shard drew, by path; empty when a shard drew only some states or devices.
    package var orphans: [String] = []
    package var failsOnOrphans = false

    /// Joins the results folders, every shard of one suite once.
    ///
    /// - Throws: ``GoldenCheckError`` naming the folder and the shard when one is given twice,
    ///   is of another count of shards, another strut commit or version, another environment,
    ///   another set of scenes or other `--fail-on` kinds; and naming each shard that is missing.
    package static func merge(_ given: [(folder: String, results: CheckResults)]) throws(GoldenCheckError) -> MergedResults {
        guard let (firstFolder, first) = given.first else { throw GoldenCheckError("give the results folders to merge") }
        var byIndex: [Int: String] = [:]
        for (folder, results) in given {
            try refuseMismatch(folder, results, firstFolder, first)
            if let other = byIndex[results.shard.index] {
                throw GoldenCheckError("'\(folder.onOneLine)' and '\(other.onOneLine)' are both shard \(results.shard.description): a shard given twice")
            }
            byIndex[results.shard.index] = folder
        }
        let missing = (1...first.shard.count).filter { byIndex[$0] == nil }
        if !missing.isEmpty {
            let names = missing.map { "\($0)/\(first.shard.count)" }.joined(separator: ", ")
            throw GoldenCheckError("shard\(missing.count > 1 ? "s" : "") \(names) of \(first.shard.count) \(missing.count > 1 ? "are" : "is") missing; give every shard's results folder")
        }
        // Each scene's outcomes, from whichever shard checked it, in the order of the scenes' paths.
        var byScene: [(scene: String, outcomes: [GoldenOutcome])] = []
        var seen: [String: String] = [:]
        for (folder, results) in given.sorted(by: { $0.results.shard.index < $1.results.shard.index }) {
            let outcomes = try results.outcomes(folder: folder)
            var position = 0
            for scene in results.scenes {
                if let other = seen[scene.file] {
                    throw GoldenCheckError("'\(scene.file.onOneLine)' was checked in both '\(other.onOneLine)' and '\(folder.onOneLine)'")
                }
                seen[scene.file] = folder
                byScene.append((scene.file, Array(outcomes[position..<(position + scene.outcomes.count)])))
                position += scene.outcomes.count
            }
        }
        guard byScene.count == first.suiteScenes else {
            throw GoldenCheckError("the shards hold \(byScene.count) scenes of the suite's \(first.suiteScenes)")
        }
        byScene.sort { $0.scene < $1.scene }
        let producer = CheckResults.Producer(version: first.strutVersion, commit: first.strutCommit, environment: first.environment)
        var merged = MergedResults(
            outcomes: byScene.flatMap(\.outcomes), failOn: Set(first.failOn.compactMap(SceneProblem.Kind.init(rawValue:))),
            samples: first.samples, goldens: first.goldens,
            folders: given.sorted { $0.results.shard.index < $1.results.shard.index }.map(\.folder), producer: producer)
        merged.failsOnOrphans = first.failsOnOrphans ?? false
        if let stems = first.goldenStems, given.allSatisfy({ $0.results.goldenStems != nil }) {
            merged.orphans = GoldenCheck.orphans(goldenStems: stems, outcomes: merged.outcomes, goldens: first.goldens)
        }
        return merged
    }

    /// Refuses a shard of another run than the first's.
    private static func refuseMismatch(_ folder: String, _ results: CheckResults, _ firstFolder: String, _ first: CheckResults) throws(GoldenCheckError) {
        let name = "'\(folder.onOneLine)' (shard \(results.shard.description))"
        let other = "'\(firstFolder.onOneLine)' (shard \(first.shard.description))"
        if results.shard.count != first.shard.count {
            throw GoldenCheckError("\(name) is one of \(results.shard.count) shards, \(other) one of \(first.shard.count): the shards of one run are given")
        }
        if results.strutVersion != first.strutVersion || results.strutCommit != first.strutCommit {
            let made = CheckResults.Producer(version: results.strutVersion, commit: results.strutCommit, environment: "")
            let firstMade = CheckResults.Producer(version: first.strutVersion, commit: first.strutCommit, environment: "")
            throw GoldenCheckError("\(name) was made by \(made.description), \(other) by \(firstMade.description)")
        }
        if results.environment != first.environment {
            throw GoldenCheckError("\(name) ran on '\(results.environment.onOneLine)', \(other) on '\(first.environment.onOneLine)'")
        }
        if results.suiteFingerprint != first.suiteFingerprint || results.suiteScenes != first.suiteScenes || results.samples != first.samples
            || results.goldens != first.goldens
        {
            throw GoldenCheckError(
                "\(name) checked another suite (\(results.suiteScenes) scenes of '\(results.samples.onOneLine)' against '\(results.goldens.onOneLine)') than "
                    + "\(other) (\(first.suiteScenes) of '\(first.samples.onOneLine)' against '\(first.goldens.onOneLine)')")
        }
        if results.failOn != first.failOn || (results.failsOnOrphans ?? false) != (first.failsOnOrphans ?? false) {
            throw GoldenCheckError("\(name) ran with --fail-on '\(results.failOn.joined(separator: ","))', \(other) with '\(first.failOn.joined(separator: ","))'")
        }
    }

    /// The summary one unsharded run would have made: its lines, totals, reports and exit status.
    /// With `reporting`, each failing snapshot's report entry (a changed drawing, or one a
    /// problem `--fail-on` names fails) is read from its images.
    package func summary(reporting: Bool) -> CheckSummary {
        var outcomes = outcomes
        if reporting {
            for index in outcomes.indices where outcomes[index].fails(on: failOn) {
                outcomes[index].reportEntry = Self.reportEntry(outcomes[index])
            }
        }
        var summary = CheckSummary(outcomes, failOn: failOn)
        summary.orphans = orphans
        summary.failsOnOrphans = failsOnOrphans
        return summary
    }

    /// A failure's report entry from its images in the results folder.
    static func reportEntry(_ outcome: GoldenOutcome) -> HTMLReport.Entry {
        func png(_ suffix: String) -> [UInt8]? {
            outcome.artifactPaths.first { $0.hasSuffix(".\(suffix).png") && (try? GoldenCheck.refuseUnlessRegularFile($0)) != nil }
                .flatMap { FileManager.default.contents(atPath: $0) }.map(Array.init)
        }
        // A drawing that matches its golden fails on its problems alone (`--fail-on`).
        let summary: String
        if case .failed(let message) = outcome.status { summary = message } else { summary = "matches" }
        var entry = HTMLReport.Entry(name: outcome.scene, summary: summary, expectedPNG: png("expected"), actualPNG: png("actual"), diffPNG: png("diff"))
        entry.details = outcome.layoutChanges ?? []
        entry.applyName = entry.actualPNG == nil || !outcome.isFailure ? nil : outcome.stem
        return entry
    }
}
