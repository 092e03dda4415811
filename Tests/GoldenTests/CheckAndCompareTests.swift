import Foundation
import Testing

/// `strut check` and `strut compare` on a folder with a deliberately changed scene, and the HTML
/// report opened in a real headless browser.
@Suite(.serialized) struct CheckAndCompareTests {
    /// A scratch folder with one sample, its recorded golden, then the scene changed.
    func changedSuite() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("strut-check-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        let scenes = dir.appendingPathComponent("scenes"), goldens = dir.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let scene = scenes.appendingPathComponent("box.yaml")
        try FileManager.default.copyItem(at: Paths.samples.appendingPathComponent("anchors/fixed-size.yaml"), to: scene)
        let recorded = try strut(["check", scenes.path, "--goldens", goldens.path, "--record"])
        #expect(recorded.status == 0)
        let text = try String(contentsOf: scene, encoding: .utf8).replacingOccurrences(of: "myView.width == 200", with: "myView.width == 180")
        try Data(text.utf8).write(to: scene)
        return dir
    }

    @Test func aChangedDrawingFailsWithArtifactsAndAReport() throws {
        let dir = try changedSuite()
        let artifacts = dir.appendingPathComponent("artifacts"), report = dir.appendingPathComponent("report.html")
        let result = try strut([
            "check", dir.appendingPathComponent("scenes").path, "--goldens", dir.appendingPathComponent("goldens").path,
            "--artifacts", artifacts.path, "--report", report.path,
        ])
        #expect(result.status == 1)
        #expect(result.out.contains("FAILED    box.yaml"))
        #expect(result.out.contains("0 passed, 1 failed"))
        for suffix in ["expected", "actual", "diff", "panels"] {
            #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("box.\(suffix).png").path))
        }
        let compare = try strut(["compare", artifacts.appendingPathComponent("box.expected.png").path,
                                 artifacts.appendingPathComponent("box.actual.png").path,
                                 "-o", dir.appendingPathComponent("diff.png").path])
        #expect(compare.status == 1)
        #expect(compare.out.contains("pixels (ratio"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("diff.png").path))
        let same = try strut(["compare", artifacts.appendingPathComponent("box.expected.png").path,
                              artifacts.appendingPathComponent("box.expected.png").path])
        #expect(same.status == 0)
        #expect(try strut(["compare", "nothing.png", "nothing.png"]).status == 2)
        try checkInBrowser(report)
    }

    /// Chromium loads the report from disk: it shows the failure, its script ran (the slider's
    /// top image was sized) and the console stayed silent.
    func checkInBrowser(_ report: URL) throws {
        let chromium = Process()
        chromium.executableURL = URL(fileURLWithPath: "/usr/bin/chromium")
        chromium.arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0", "--dump-dom",
            report.absoluteString,
        ]
        let out = Pipe(), err = Pipe()
        chromium.standardOutput = out
        chromium.standardError = err
        try chromium.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let log = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        chromium.waitUntilExit()
        #expect(chromium.terminationStatus == 0)
        #expect(dom.contains("1 failed, 0 passed"))
        #expect(dom.contains("<h2>box.yaml</h2>"))
        #expect(dom.contains("alt=\"actual\" style=\"width:"), "the slider script did not run")
        #expect(!log.contains(":CONSOLE("), "the report wrote to the console: \(log)")
    }

    @Test func shardsSplitTheSuite() throws {
        // The shard that holds a scene with states, so that the count below says states are checked.
        let shard = Paths.sampleScenes.firstIndex(of: "states/two-view-switch.yaml")! % 8
        let first = try strut(["check", "Samples", "--goldens", "Goldens", "--shard", "\(shard + 1)/8", "--artifacts", Paths.artifacts.path])
        #expect(first.status == 0)
        // Each scene of the shard, each of its states and each of its animations through a filmstrip:
        // the goldens named after it (NAME.png, NAME.state-STATE.png, NAME.ANIMATION.png).
        let scenes = Paths.sampleScenes.enumerated().filter { $0.offset % 8 == shard }.map(\.element)
        let goldens = try scenes.reduce(0) { n, scene in
            let stem = (scene as NSString).deletingPathExtension
            let folder = Paths.goldens.appendingPathComponent((stem as NSString).deletingLastPathComponent)
            let name = (stem as NSString).lastPathComponent
            return n + (try FileManager.default.contentsOfDirectory(atPath: folder.path)).filter {
                $0.hasSuffix(".png") && ($0 == name + ".png" || $0.hasPrefix(name + "."))
            }.count
        }
        #expect(goldens > scenes.count)
        #expect(first.out.contains("\(goldens) passed, 0 failed"))
        #expect(try strut(["check", "Samples", "--goldens", "Goldens", "--shard", "9/8"]).status == 2)
    }
}
