import Foundation
import Testing

/// A suite checked in three shards (by `--shard`, GitLab's and Bazel's variables), each writing a
/// results folder, merged: the same JUnit, report and exit status as one unsharded run.
@Suite(.serialized) struct ShardMergeTests {
    /// Six scenes (one with a conflict) with their goldens recorded, then one changed, one added without a golden and
    /// one removed (its golden orphaned).
    func suite() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("strut-shards-\(UUID().uuidString)")
        try? FileManager.default.removeItem(at: dir)
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes.appendingPathComponent("more"), withIntermediateDirectories: true)
        let copied = [
            ("anchors/fixed-size.yaml", "box.yaml"), ("states/two-view-switch.yaml", "switch.yaml"), ("vfl/three-views.yaml", "more/three.yaml"),
            ("anchors/margins-leading.yaml", "more/margins.yaml"), ("vfl/fixed-size.yaml", "vfl.yaml"), ("diagnostics/conflict.yaml", "conflict.yaml"),
        ]
        for (sample, name) in copied {
            try FileManager.default.copyItem(at: Paths.samples.appendingPathComponent(sample), to: scenes.appendingPathComponent(name))
        }
        #expect(try strut(["check", scenes.path, "--goldens", dir.appendingPathComponent("goldens").path, "--record"]).status == 0)
        let box = scenes.appendingPathComponent("box.yaml")
        let text = try String(contentsOf: box, encoding: .utf8).replacingOccurrences(of: "myView.width == 200", with: "myView.width == 180")
        try Data(text.utf8).write(to: box)
        try FileManager.default.copyItem(at: Paths.samples.appendingPathComponent("anchors/fixed-size.yaml"), to: scenes.appendingPathComponent("new.yaml"))
        try FileManager.default.removeItem(at: scenes.appendingPathComponent("more/margins.yaml"))
        return dir
    }

    @Test func threeShardsMergedGiveWhatOneRunGives() throws {
        let dir = try suite()
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        let check = ["check", path("scenes"), "--goldens", path("goldens"), "--fail-on", "conflicts"]
        let whole = try strut(check + ["--results", path("whole"), "--junit", path("whole.xml"), "--report", path("whole.html")])
        #expect(whole.status == 1)
        let statusFile = path("bazel-status")
        let shards = [
            try strut(check + ["--shard", "1/3", "--results", path("r1")], environment: ["CI_NODE_TOTAL": "2", "CI_NODE_INDEX": "2"]),
            try strut(check + ["--results", path("r2")], environment: ["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "2"]),
            try strut(check + ["--results", path("r3")], environment: ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "2", "TEST_SHARD_STATUS_FILE": statusFile]),
        ]
        #expect(FileManager.default.fileExists(atPath: statusFile), "Bazel's status file was not touched")
        #expect(Set(shards.map(\.status)).isSubset(of: [0, 1]))
        let merged = try strut(["merge-reports", path("r3"), path("r1"), path("r2"), "--junit", path("merged.xml"), "--report", path("merged.html")])
        #expect(merged.status == whole.status, "\(merged.err)")
        func normalized(_ text: String) -> String {
            ["whole", "r1", "r2", "r3"].reduce(text) { $0.replacingOccurrences(of: path($1) + "/", with: "RESULTS/") }
        }
        #expect(normalized(try String(contentsOfFile: path("merged.xml"), encoding: .utf8)) == normalized(try String(contentsOfFile: path("whole.xml"), encoding: .utf8)))
        #expect(normalized(merged.out) == normalized(whole.out))
        #expect(merged.out.contains("FAILED    box.yaml") && merged.out.contains("FAILED    new.yaml"))
        #expect(merged.out.contains("moved: myView: x 60 → 70 (+10), width 200 → 180 (-20)"))
        // What --fail-on names fails its snapshot in the merged JUnit file and report, as in one run.
        let junit = try String(contentsOfFile: path("merged.xml"), encoding: .utf8)
        #expect(junit.contains("failures=\"3\""), "\(junit)")
        #expect(try String(contentsOfFile: path("merged.html"), encoding: .utf8).contains("<h2>conflict.yaml</h2>"))
        #expect(merged.out.contains("orphan    \(path("goldens/more/margins.png")): no scene draws this golden any more"))
        #expect(!shards.contains { $0.out.contains("orphan") }, "a shard took the others' goldens for orphans")
        #expect(try String(contentsOfFile: path("merged.html"), encoding: .utf8).contains("<li>myView: x 60 → 70 (+10), width 200 → 180 (-20)</li>"))
        #expect(try String(contentsOfFile: path("merged.html"), encoding: .utf8) == String(contentsOfFile: path("whole.html"), encoding: .utf8)
            .replacingOccurrences(of: "strut apply \(path("whole")) --goldens", with: "strut apply \(path("r1")) \(path("r2")) \(path("r3")) --goldens"))
        for suffix in ["actual", "diff", "expected"] {
            #expect(FileManager.default.fileExists(atPath: path("whole/artifacts/box.\(suffix).png")))
        }
        #expect(FileManager.default.fileExists(atPath: path("whole/artifacts/new.actual.png")))
    }

    @Test func anOrphanedGoldenIsNamedAndFailsOnlyWhenAskedTo() throws {
        let dir = try suite()
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        try FileManager.default.removeItem(atPath: path("scenes/new.yaml"))
        _ = try strut(["check", path("scenes"), "--goldens", path("goldens"), "--record"])
        let told = try strut(["check", path("scenes"), "--goldens", path("goldens"), "--report", path("report.html")])
        #expect(told.status == 0)
        #expect(told.out.contains("orphan    \(path("goldens/more/margins.png"))"))
        #expect(told.out.contains(" passed, 0 failed, 1 orphaned golden"))
        #expect(try String(contentsOfFile: path("report.html"), encoding: .utf8).contains("<li><code>\(path("goldens/more/margins.png"))</code></li>"))
        let failing = try strut(["check", path("scenes"), "--goldens", path("goldens"), "--fail-on", "orphans,conflicts"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(failing.status == 1)
        #expect(failing.err.contains("::error file=\(path("goldens/more/margins.png"))::no scene draws this golden any more"))
        let narrowed = try strut(["check", path("scenes"), "--goldens", path("goldens"), "--state", "base", "--fail-on", "orphans"])
        #expect(narrowed.status == 0, "states left out by --state were taken for orphans: \(narrowed.out)")
        #expect(try strut(["check", path("scenes"), "--goldens", path("goldens"), "--fail-on", "orphan"]).err.contains("known: conflicts, ambiguity, misplaced, audit, orphans"))
    }

    @Test func aMissingOrRepeatedShardIsBadInputNamingIt() throws {
        let dir = try suite()
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        for index in 1...2 {
            _ = try strut(["check", path("scenes"), "--goldens", path("goldens"), "--shard", "\(index)/3", "--results", path("r\(index)")])
        }
        let missing = try strut(["merge-reports", path("r1"), path("r2"), "--junit", path("merged.xml")])
        #expect(missing.status == 2)
        #expect(missing.err.contains("shard 3/3 of 3 is missing"))
        #expect(!FileManager.default.fileExists(atPath: path("merged.xml")))
        let twice = try strut(["merge-reports", path("r1"), path("r1"), path("r2")])
        #expect(twice.status == 2)
        #expect(twice.err.contains("are both shard 1/3"))
        let none = try strut(["merge-reports", path("scenes")])
        #expect(none.status == 2)
        #expect(none.err.contains("holds no results"))
        let badVariable = try strut(["check", path("scenes"), "--goldens", path("goldens")], environment: ["CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "4"])
        #expect(badVariable.status == 2)
        #expect(badVariable.err.contains("CI_NODE_INDEX='4' is not from 1 to 3"))
    }
}

/// `strut apply` on a results folder: the failing and new drawings become goldens, byte for byte.
@Suite(.serialized) struct ApplyCommandTests {
    @Test func applyWritesTheFailingAndNewDrawingsAndNothingElse() throws {
        let dir = try ShardMergeTests().suite()
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        let passedGolden = path("goldens/vfl.png")
        let before = try Data(contentsOf: URL(fileURLWithPath: passedGolden))
        let modified = try FileManager.default.attributesOfItem(atPath: passedGolden)[.modificationDate] as? Date
        #expect(try strut(["check", path("scenes"), "--goldens", path("goldens"), "--results", path("r")]).status == 1)
        let refused = try strut(["apply", path("r"), "--goldens", path("goldens"), "--only", "vfl.yaml"])
        #expect(refused.status == 2)
        #expect(refused.err.contains("'vfl.yaml' passed; apply never touches a golden that passed"))
        let applied = try strut(["apply", path("r"), "--goldens", path("goldens")])
        #expect(applied.status == 0, "\(applied.err)")
        #expect(applied.out.contains("wrote \(path("goldens/box.png"))  (box.yaml)"))
        #expect(applied.out.contains("wrote \(path("goldens/new.png"))  (new.yaml)"))
        #expect(applied.out.contains("wrote \(path("goldens/box.json"))"))
        #expect(applied.out.contains("wrote \(path("goldens/box.constraints.txt"))"))
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: path("goldens/box.constraints.txt")))
                == Data(contentsOf: URL(fileURLWithPath: path("r/artifacts/box.actual.constraints.txt"))))
        #expect(applied.out.contains("2 goldens written"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("goldens/box.png"))) == Data(contentsOf: URL(fileURLWithPath: path("r/artifacts/box.actual.png"))))
        #expect(try Data(contentsOf: URL(fileURLWithPath: passedGolden)) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: passedGolden)[.modificationDate] as? Date == modified)
        #expect(try strut(["check", path("scenes"), "--goldens", path("goldens")]).status == 0)
    }

    @Test func recordingWritesTheLayoutBesideTheGoldenAsLayoutJSONDoes() throws {
        let dir = try ShardMergeTests().suite()
        let recorded = try String(contentsOf: dir.appendingPathComponent("goldens/box.json"), encoding: .utf8)
        #expect(recorded == (try strut(["layout", "Samples/anchors/fixed-size.yaml", "--json"])).out)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens/switch.state-off.json").path))
    }

    @Test func resultsOfAnotherCommitAreRefusedUnlessAllowed() throws {
        let dir = try ShardMergeTests().suite()
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        _ = try strut(["check", path("scenes"), "--goldens", path("goldens"), "--results", path("r")])
        let file = path("r/results.json")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"strutVersion\"", with: "\"strutCommit\" : \"0123abc\",\n  \"strutVersion\"").utf8).write(to: URL(fileURLWithPath: file))
        let refused = try strut(["apply", path("r"), "--goldens", path("goldens"), "--only", "box.yaml"])
        #expect(refused.status == 2)
        #expect(refused.err.contains("made by strut commit 0123abc"))
        #expect(try strut(["apply", path("r"), "--goldens", path("goldens"), "--only", "box", "--allow-other-commit"]).out.contains("1 golden written"))
    }
}
