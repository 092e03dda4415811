import CairoRendering
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
        #expect(base.artifactPaths.map { ($0 as NSString).lastPathComponent } == ["box.expected.png", "box.actual.png", "box.diff.png", "box.panels.png", "box.actual.json", "box.actual.constraints.txt"])
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

    /// `box.yaml`'s state `wide` and a scene `box.state-wide.yaml` both drew to
    /// `box.state-wide.png`, and recording reported both recorded after one overwrote the other.
    @Test(arguments: [
        ("", "box.state-wide.yaml"), ("vary: { theme: [light, dark] }\n", "box.theme-dark.json"),
        ("vary: { device: [iphone-15, iphone-se] }\n", "box.device-iphone-15.state-wide.yml"),
    ])
    func aSceneNamedLikeAnotherScenesSnapshotIsRefusedBeforeDrawing(_ vary: String, _ name: String) throws {
        let folder = try Folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let path = folder.samples + "/sub/box.yaml"
        try FileManager.default.copyItem(atPath: path, toPath: folder.samples + "/sub/" + name)
        try Data((try String(contentsOfFile: path, encoding: .utf8) + "\n" + vary).utf8).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: GoldenCheckError.self) { try GoldenCheck(folder.options(.all)).sceneFiles() }
        #expect(error?.description.contains("would share the golden 'sub/\((name as NSString).deletingPathExtension).png'") == true, "\(String(describing: error))")
        #expect(!FileManager.default.fileExists(atPath: folder.goldens))
    }

    /// Only names after a dot can meet: `box-wide.yaml` is read for nothing.
    @Test func scenesNamedAlikeWithoutADotAreChecked() throws {
        let folder = try Folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        try FileManager.default.copyItem(atPath: folder.samples + "/sub/box.yaml", toPath: folder.samples + "/sub/box-state-wide.yaml")
        #expect(try GoldenCheck(folder.options(.all)).sceneFiles() == ["sub/box-state-wide.yaml", "sub/box.yaml"])
    }

    /// One scene's snapshots meet too: an animation named `state-wide` beside the state `wide`.
    @Test func twoSnapshotsOfOneSceneThatWouldShareAGoldenAreBadInputAtTheSecondName() throws {
        let folder = try Folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let path = folder.samples + "/sub/box.yaml"
        try Data((try String(contentsOfFile: path, encoding: .utf8) + "\nanimations:\n  state-wide: { to: wide, duration: 0.2 }\n").utf8).write(to: URL(fileURLWithPath: path))
        let outcomes = GoldenCheck(folder.options(.all)).checkScene("sub/box.yaml")
        #expect(outcomes.count == 1)
        #expect(
            outcomes.first?.status
                == .badInput("\(path):13:3: 'sub/box.yaml --state wide' and 'sub/box.yaml --animate state-wide' would share the golden "
                    + "'sub/box.state-wide.png'; rename a scene, a state or an animation"))
        #expect(!FileManager.default.fileExists(atPath: folder.goldens))
    }

    /// Goldens and artifacts are named inside their folders whatever a name holds.
    @Test func aGoldensNameCannotLeaveItsFolderOrHoldAControlCharacter() throws {
        #expect(try GoldenCheck.file(in: "g", stem: "sub/a.state-x", suffix: ".png") == "g/sub/a.state-x.png")
        for stem in ["x/../../victim/state", "/etc/a", "a//b", "./a", "a\n::error::x", "a\u{2028}b", "a\u{85}"] {
            #expect(throws: GoldenCheckError.self, "\(stem)") { try GoldenCheck.file(in: "g", stem: stem, suffix: ".png") }
        }
        let folder = try Folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let named = folder.samples + "/sub/b\nx.yaml"
        try FileManager.default.copyItem(atPath: folder.samples + "/sub/box.yaml", toPath: named)
        let outcomes = GoldenCheck(folder.options(.all)).checkScene("sub/b\nx.yaml")
        #expect(outcomes.map(\.isBadInput) == [true])
        #expect(!FileManager.default.fileExists(atPath: folder.goldens))
    }

    /// A FIFO among the scenes blocked the check for good; a FIFO or a device for a golden too.
    @Test func aSceneOrGoldenThatIsNoRegularFileIsBadInput() throws {
        let folder = try Folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        #expect(mkfifo(folder.samples + "/sub/pipe.yaml", 0o600) == 0)
        let check = GoldenCheck(folder.options(.all))
        let scenes = try check.sceneFiles()
        #expect(scenes == ["sub/box.yaml", "sub/pipe.yaml"])
        let outcomes = check.run(scenes)
        #expect(
            outcomes.last?.status
                == .badInput("\(folder.samples)/sub/pipe.yaml:1:1: '\(folder.samples)/sub/pipe.yaml' is not a regular file (a FIFO, a device or a socket); check reads files"))
        try FileManager.default.removeItem(atPath: folder.goldens + "/sub/box.png")
        try FileManager.default.createSymbolicLink(atPath: folder.goldens + "/sub/box.png", withDestinationPath: "/dev/zero")
        let base = GoldenCheck(folder.options()).checkScene("sub/box.yaml")[0]
        #expect(base.status == .badInput("\(folder.goldens)/sub/box.png: not a regular file (a FIFO, a device or a socket); check reads files"))
    }

    /// Goldens and artifacts are written through symbolic links, the links kept.
    @Test func goldensAndArtifactsAreWrittenThroughLinks() throws {
        let folder = try Folder()
        defer { try? FileManager.default.removeItem(at: folder.root) }
        let elsewhere = folder.root.appendingPathComponent("elsewhere").path
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.goldens + "/sub", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.goldens + "/sub/box.png", withDestinationPath: elsewhere + "/golden.png")
        let recording = GoldenCheck(folder.options(.all))
        _ = recording.run(try recording.sceneFiles())
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.goldens + "/sub/box.png") == elsewhere + "/golden.png")
        #expect(try PNG.read(contentsOf: elsewhere + "/golden.png").width > 120)
        try FileManager.default.createDirectory(atPath: folder.artifacts + "/sub", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.artifacts + "/sub/box.actual.png", withDestinationPath: elsewhere + "/actual.png")
        try folder.write(width: 50)
        let check = GoldenCheck(folder.options())
        let failed = check.run(try check.sceneFiles())[0]
        #expect(failed.isFailure)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.artifacts + "/sub/box.actual.png") == elsewhere + "/actual.png")
        #expect(try PNG.read(contentsOf: elsewhere + "/actual.png").width > 120)
    }

    @Test func recordingWritesEachSnapshotsLayoutAndAFailureSaysWhatMoved() throws {
        let folder = try Folder()
        let recorder = GoldenCheck(folder.options(.all))
        _ = recorder.run(try recorder.sceneFiles())
        let base = try String(contentsOfFile: folder.goldens + "/sub/box.json", encoding: .utf8)
        #expect(base.contains("\"box\": { \"superview\": \"root\", \"frame\": [10, 10, 40, 30]"))
        #expect(FileManager.default.fileExists(atPath: folder.goldens + "/sub/box.state-wide.json"))
        try folder.write(width: 50)
        let check = GoldenCheck(folder.options())
        let outcomes = check.run(try check.sceneFiles())
        let changes = ["box: width 40 → 50 (+10)", "constraint removed: 'width' box.width == 40", "constraint added: 'width' box.width == 50"]
        #expect(outcomes[0].layoutChanges == changes)
        #expect(outcomes[0].reportEntry?.details == changes)
        #expect(outcomes[0].artifactPaths.contains(folder.artifacts + "/sub/box.actual.json"))
        #expect(try String(contentsOfFile: folder.artifacts + "/sub/box.actual.constraints.txt", encoding: .utf8).contains("box.width == 50\n"))
        #expect(outcomes[1].status == .passed)
    }

    /// The scene's own constraints are recorded beside the golden, one a line as the scene
    /// writes them; a change of a constraint that moves nothing is told as such.
    @Test func recordingWritesTheConstraintsAndAFailureSaysWhichChanged() throws {
        let folder = try Folder()
        let recorder = GoldenCheck(folder.options(.all))
        _ = recorder.run(try recorder.sceneFiles())
        let recorded = try String(contentsOfFile: folder.goldens + "/sub/box.constraints.txt", encoding: .utf8)
        #expect(recorded == "box.leading == root.leading + 10\nbox.top == root.top + 10\n'width' box.width == 40\nbox.height == 30\n")
        #expect(try String(contentsOfFile: folder.goldens + "/sub/box.state-wide.constraints.txt", encoding: .utf8).contains("'width' box.width == 90\n"))
        let scene = folder.root.appendingPathComponent("samples/sub/box.yaml")
        let text = try String(contentsOf: scene, encoding: .utf8)
            .replacingOccurrences(of: "box.height == 30", with: "box.height == 30 @999").replacingOccurrences(of: "systemBlue", with: "systemRed")
        try Data(text.utf8).write(to: scene)
        let check = GoldenCheck(folder.options())
        let outcomes = check.run(try check.sceneFiles())
        #expect(outcomes[0].layoutChanges == ["no view moved or resized", "constraint removed: box.height == 30", "constraint added: box.height == 30 @999"])
    }

    @Test func aChangeOfColourAloneSaysNothingMoved() throws {
        let folder = try Folder()
        let recorder = GoldenCheck(folder.options(.all))
        _ = recorder.run(try recorder.sceneFiles())
        let scene = folder.root.appendingPathComponent("samples/sub/box.yaml")
        let text = try String(contentsOf: scene, encoding: .utf8).replacingOccurrences(of: "systemBlue", with: "systemRed")
        try Data(text.utf8).write(to: scene)
        let check = GoldenCheck(folder.options())
        let outcomes = check.run(try check.sceneFiles())
        #expect(outcomes.map(\.layoutChanges) == [[LayoutChanges.pixelsOnly], [LayoutChanges.pixelsOnly]])
    }

    @Test func aShardTakesEveryNthSceneFromItsIndex() {
        let scenes = ["a", "b", "c", "d", "e"]
        #expect(GoldenCheck.shard(scenes, index: 1, count: 2) == ["a", "c", "e"])
        #expect(GoldenCheck.shard(scenes, index: 2, count: 2) == ["b", "d"])
        #expect(GoldenCheck.shard(scenes, index: 3, count: 3) == ["c"])
    }
}
