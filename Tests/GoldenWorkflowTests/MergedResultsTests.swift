import Foundation
#if canImport(Glibc)
    import Glibc
#endif
import GoldenWorkflow
import StrutPipeline
import Testing

/// Results folders written and read back, and shards merged into what one run found.
@Suite struct MergedResultsTests {
    let producer = CheckResults.Producer(version: "1.0", commit: "abc", environment: "linux-x86_64")
    let suite = ["a.yaml", "b.yaml", "c.yaml"]

    func results(_ index: Int, of count: Int, producer: CheckResults.Producer? = nil, folder: String) -> CheckResults {
        let shard = CheckShard(index: index, count: count)
        let scenes = shard.scenes(of: suite)
        let outcomes = scenes.map { scene -> [GoldenOutcome] in
            var outcome = GoldenOutcome(scene: scene, status: scene == "b.yaml" ? .failed("3 pixels differ") : .passed, stem: String(scene.dropLast(5)))
            outcome.file = "s/" + scene
            if outcome.isFailure { outcome.artifactPaths = [folder + "/artifacts/b.actual.png"] }
            outcome.problems = [SceneProblem(kind: .conflicts, message: "breaking", file: "s/" + scene, line: 3)]
            return [outcome]
        }
        return CheckResults(
            outcomes, scenes: scenes, suite: suite, shard: shard, shardSource: "--shard", options: GoldenCheckOptions(samples: "s", goldens: "g"),
            failOn: [.conflicts], producer: producer ?? self.producer, folder: folder)
    }

    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("strut-results-\(UUID().uuidString)").path
        try CheckResults.prepare(path)
        return path
    }

    @Test func resultsAreReadBackAsWritten() throws {
        let path = try folder()
        let written = results(1, of: 1, folder: path)
        try written.write(to: path)
        #expect(try CheckResults.read(path) == written)
        #expect(written.scenes[1].outcomes[0].artifacts == ["artifacts/b.actual.png"])
        let outcomes = try written.outcomes(folder: "elsewhere")
        #expect(outcomes[1].artifactPaths == ["elsewhere/artifacts/b.actual.png"])
        #expect(outcomes[1].problems.first?.line == 3)
    }

    @Test func threeShardsMergeIntoTheOrderAndVerdictsOfOneRun() throws {
        let whole = try results(1, of: 1, folder: "w").outcomes(folder: "w")
        let merged = try MergedResults.merge([3, 1, 2].map { ("r\($0)", results($0, of: 3, folder: "r\($0)")) })
        #expect(merged.outcomes.map(\.scene) == whole.map(\.scene))
        #expect(merged.outcomes.map(\.status) == whole.map(\.status))
        #expect(merged.folders == ["r1", "r2", "r3"])
        let summary = merged.summary(reporting: false)
        #expect(summary.exitStatus == 1)
        #expect(summary.total == CheckSummary(whole, failOn: [.conflicts]).total)
    }

    func mergeError(_ given: [(String, CheckResults)]) -> String {
        do {
            _ = try MergedResults.merge(given)
            return ""
        } catch {
            return error.description
        }
    }

    @Test func aMissingShardIsNamed() {
        #expect(mergeError([("r1", results(1, of: 3, folder: "r1")), ("r3", results(3, of: 3, folder: "r3"))]) == "shard 2/3 of 3 is missing; give every shard's results folder")
    }

    @Test func aShardGivenTwiceIsNamed() {
        #expect(mergeError([("r1", results(1, of: 2, folder: "r1")), ("x", results(1, of: 2, folder: "x"))]).contains("'x' and 'r1' are both shard 1/2"))
    }

    @Test func aShardOfAnotherCountIsNamed() {
        #expect(mergeError([("r1", results(1, of: 2, folder: "r1")), ("r2", results(2, of: 3, folder: "r2"))]).contains("'r2' (shard 2/3) is one of 3 shards"))
    }

    @Test func aShardOfAnotherCommitIsNamed() {
        let other = CheckResults.Producer(version: "1.0", commit: "def", environment: "linux-x86_64")
        let message = mergeError([("r1", results(1, of: 2, folder: "r1")), ("r2", results(2, of: 2, producer: other, folder: "r2"))])
        #expect(message.contains("'r2' (shard 2/2) was made by strut 1.0 (commit def), 'r1' (shard 1/2) by strut 1.0 (commit abc)"))
    }

    @Test func aShardOfAnotherEnvironmentOrSuiteIsNamed() {
        let mac = CheckResults.Producer(version: "1.0", commit: "abc", environment: "darwin-arm64")
        #expect(mergeError([("r1", results(1, of: 2, folder: "r1")), ("r2", results(2, of: 2, producer: mac, folder: "r2"))]).contains("ran on 'darwin-arm64'"))
        var another = results(2, of: 2, folder: "r2")
        another.suiteFingerprint = CheckResults.fingerprint(["z.yaml"])
        #expect(mergeError([("r1", results(1, of: 2, folder: "r1")), ("r2", another)]).contains("'r2' (shard 2/2) checked another suite"))
    }

    @Test func aFolderWithoutResultsOrWithOtherFilesIsRefused() throws {
        let path = try folder()
        #expect(throws: GoldenCheckError.self) { try CheckResults.read(path) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: path + "/notes.txt"))
        do {
            try CheckResults.prepare(path)
            Issue.record("a folder holding other files was taken")
        } catch { #expect(error.description.contains("holds 'notes.txt'")) }
    }

    @Test func aFIFOInTheResultsFilesPlaceIsRefusedWithoutBlocking() throws {
        let path = try folder()
        #expect(mkfifo(path + "/results.json", 0o600) == 0)
        do {
            _ = try CheckResults.read(path)
            Issue.record("a FIFO was read as results")
        } catch { #expect(error.description.contains("not a regular file")) }
    }

    @Test func anArtifactOutsideTheFolderIsRefused() throws {
        var written = results(1, of: 1, folder: "r")
        written.scenes[1].outcomes[0].artifacts = ["../escape.png"]
        #expect(throws: GoldenCheckError.self) { try written.outcomes(folder: "r") }
    }
}
