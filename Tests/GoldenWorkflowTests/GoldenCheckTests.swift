import Foundation
import GoldenWorkflow
import Testing

/// The check on a folder of its own: goldens recorded, matched, and a changed drawing failing
/// with its artifacts, each snapshot an outcome.
@Suite struct GoldenCheckTests {
    /// A fresh folder with a scene of two states and the goldens and artifacts folders beside it.
    struct Folder {
        let root: URL
        var samples: String { root.appendingPathComponent("samples").path }
        var goldens: String { root.appendingPathComponent("goldens").path }
        var artifacts: String { root.appendingPathComponent("artifacts").path }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("strut-check-\(UUID().uuidString)")
            try FileManager.default.createDirectory(atPath: root.appendingPathComponent("samples/sub").path, withIntermediateDirectories: true)
            try write(width: 40)
        }

        func write(width: Int) throws {
            let scene = """
                canvas: { size: [120, 80] }
                root:
                  subviews: [{ id: box, background: systemBlue }]
                constraints:
                  - box.leading == root.leading + 10
                  - box.top == root.top + 10
                  - id: width
                    constraint: box.width == \(width)
                  - box.height == 30
                states:
                  wide: [width.constant = 90]
                """
            try Data(scene.utf8).write(to: root.appendingPathComponent("samples/sub/box.yaml"))
        }

        func options(_ record: GoldenCheckOptions.Recording = .never) -> GoldenCheckOptions {
            var options = GoldenCheckOptions(samples: samples, goldens: goldens)
            options.record = record
            options.artifacts = artifacts
            options.reportsFailures = true
            return options
        }
    }

    @Test func recordingWritesAGoldenPerStateThenTheyMatch() throws {
        let folder = try Folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let recording = GoldenCheck(folder.options(.all))
        let recorded = recording.run(try recording.sceneFiles())
        #expect(recorded.map(\.stem) == ["sub/box", "sub/box.state-wide"])
        #expect(recorded.allSatisfy { if case .recorded(let why) = $0.status { why.hasPrefix("no golden: recorded ") } else { false } })
        #expect(FileManager.default.fileExists(atPath: folder.goldens + "/sub/box.state-wide.png"))

        let check = GoldenCheck(folder.options())
        let summary = CheckSummary(check.run(try check.sceneFiles()))
        #expect(summary.total == "2 passed, 0 failed")
        #expect(summary.exitStatus == 0)
        #expect(summary.lines(annotating: false).isEmpty)
    }

    @Test func aChangedDrawingFailsWithItsArtifactsAndReportEntry() throws {
        let folder = try Folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let recording = GoldenCheck(folder.options(.all))
        _ = recording.run(try recording.sceneFiles())
        try folder.write(width: 50)
        let check = GoldenCheck(folder.options())
        let outcomes = check.run(try check.sceneFiles())
        let base = try #require(outcomes.first)
        guard case .failed(let message) = base.status else { Issue.record("expected a failure, got \(base.status)"); return }
        #expect(message.contains("pixels (ratio"))
        #expect(base.artifactPaths.map { ($0 as NSString).lastPathComponent } == ["box.expected.png", "box.actual.png", "box.diff.png", "box.panels.png"])
        #expect(base.artifactPaths.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        #expect(base.reportEntry?.diffPNG != nil)
        #expect(base.differentPixels.map { $0 > 0 } == true)
        #expect(base.file == folder.samples + "/sub/box.yaml")
        // The wide state is 90 points wide whatever the base's width.
        #expect(outcomes[1].status == .passed)
        let summary = CheckSummary(outcomes)
        #expect(summary.exitStatus == 1)
        #expect(summary.total == "1 passed, 1 failed")
    }

    @Test func onlyTheStatesAskedForAreChecked() throws {
        let folder = try Folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        var options = folder.options(.all)
        options.states = ["wide"]
        let check = GoldenCheck(options)
        #expect(check.run(try check.sceneFiles()).map(\.scene) == ["sub/box.yaml --state wide"])
    }

    @Test func aMissingGoldensFolderIsRefusedUnlessRecording() throws {
        let folder = try Folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        #expect(throws: GoldenCheckError.self) { try GoldenCheck(folder.options()).sceneFiles() }
        #expect(try GoldenCheck(folder.options(.failed)).sceneFiles() == ["sub/box.yaml"])
    }

    @Test func twoScenesThatWouldShareAGoldenAreRefused() throws {
        let folder = try Folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        try FileManager.default.copyItem(atPath: folder.samples + "/sub/box.yaml", toPath: folder.samples + "/sub/box.yml")
        let error = #expect(throws: GoldenCheckError.self) { try GoldenCheck(folder.options(.all)).sceneFiles() }
        #expect(error?.description == "'sub/box.yaml' and 'sub/box.yml' would share the golden 'sub/box.png'; rename one of them")
    }

    @Test func aShardTakesEveryNthSceneFromItsIndex() {
        let scenes = ["a", "b", "c", "d", "e"]
        #expect(GoldenCheck.shard(scenes, index: 1, count: 2) == ["a", "c", "e"])
        #expect(GoldenCheck.shard(scenes, index: 2, count: 2) == ["b", "d"])
        #expect(GoldenCheck.shard(scenes, index: 3, count: 3) == ["c"])
    }
}
