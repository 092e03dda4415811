import CairoRendering
import Foundation
import StrutPipeline

extension CheckResults {
    /// The results of a run: each scene's outcomes (`outcomes[i]` are `scenes[i]`'s), each failure's images named inside `folder`.
    package init(
        _ outcomes: [[GoldenOutcome]], scenes: [String], suite: [String], shard: CheckShard, shardSource: String?,
        options: GoldenCheckOptions, failOn: Set<SceneProblem.Kind>, producer: Producer, folder: String
    ) {
        strutVersion = producer.version
        strutCommit = producer.commit
        environment = producer.environment
        self.shard = shard
        self.shardSource = shardSource
        samples = options.samples
        goldens = options.goldens
        suiteScenes = suite.count
        suiteFingerprint = Self.fingerprint(suite)
        self.failOn = failOn.map(\.rawValue).sorted()
        self.scenes = zip(scenes, outcomes).map { scene, outcomes in
            Scene(file: scene, outcomes: outcomes.map { Outcome($0, folder: folder) })
        }
    }

    /// Makes `folder` ready for a run's results before anything is drawn: made when missing, a
    /// previous run's results cleared, and refused when it holds anything else (it would be
    /// taken for part of the results).
    package static func prepare(_ folder: String) throws(GoldenCheckError) {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw GoldenCheckError("--results '\(folder.onOneLine)' is a file, not a folder") }
            let contents = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
            let ours = Set([fileName, artifactsFolder])
            if let other = contents.sorted().first(where: { !ours.contains($0) }) {
                throw GoldenCheckError("--results '\(folder.onOneLine)' holds '\(other.onOneLine)', which is not a results folder's; give an empty or new folder")
            }
            for name in contents { try? manager.removeItem(atPath: (folder as NSString).appendingPathComponent(name)) }
        }
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw GoldenCheckError("cannot make the results folder '\(folder.onOneLine)': \(error.localizedDescription)")
        }
    }

    /// Writes `results.json` in the folder, whole or not at all, after the images.
    package func write(to folder: String) throws(GoldenCheckError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let path = (folder as NSString).appendingPathComponent(Self.fileName)
        do {
            let data = try encoder.encode(self)
            try writeAtomically(Array(data) + [UInt8(ascii: "\n")], to: path)
        } catch {
            throw GoldenCheckError("cannot write '\(path.onOneLine)': \(error)")
        }
    }

    /// The results a folder holds.
    ///
    /// - Throws: ``GoldenCheckError`` naming the folder when it holds no results, or results
    ///   of another format.
    package static func read(_ folder: String) throws(GoldenCheckError) -> CheckResults {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: path) else {
            throw GoldenCheckError("'\(folder.onOneLine)' holds no results (no \(fileName); is it a folder written by check --results?)")
        }
        do {
            // A FIFO in the file's place would block the merge for good.
            try GoldenCheck.refuseUnlessRegularFile(path)
        } catch {
            throw GoldenCheckError("'\(path.onOneLine)': \(error)")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw GoldenCheckError("cannot read '\(path.onOneLine)'") }
        struct Head: Decodable { var format: String? }
        guard let head = try? JSONDecoder().decode(Head.self, from: data) else {
            throw GoldenCheckError("'\(path.onOneLine)' is not a results file of strut check (not its JSON)")
        }
        guard head.format == format else {
            throw GoldenCheckError("'\(path.onOneLine)' is of format '\((head.format ?? "none").onOneLine)'; this strut reads '\(format)'")
        }
        do {
            return try JSONDecoder().decode(CheckResults.self, from: data)
        } catch {
            throw GoldenCheckError("'\(path.onOneLine)' is not a results file of strut check: \(error)")
        }
    }

    /// Every outcome, in the scenes' order, its images under `folder`.
    package func outcomes(folder: String) throws(GoldenCheckError) -> [GoldenOutcome] {
        var all: [GoldenOutcome] = []
        for scene in scenes {
            for outcome in scene.outcomes {
                do {
                    all.append(try outcome.outcome(folder: folder))
                } catch {
                    throw GoldenCheckError("'\(folder.onOneLine)': \(error)")
                }
            }
        }
        return all
    }
}
