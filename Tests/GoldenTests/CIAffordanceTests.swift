import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

/// What CI relies on: `--fail-on`, `check` over states and devices, JUnit, GitHub's workflow
/// commands, accepting the failed goldens only, and missing fonts told.
@Suite struct CIAffordanceTests {
    /// A scratch folder holding one scene with a state, and a folder for its goldens.
    func suite(_ name: String) throws -> (scenes: URL, goldens: URL, dir: URL) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("strut-ci-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: dir)
        let scenes = dir.appendingPathComponent("scenes"), goldens = dir.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Paths.samples.appendingPathComponent("states/two-view-switch.yaml"), to: scenes.appendingPathComponent("switch.yaml"))
        return (scenes, goldens, dir)
    }

    @Test func failOnMakesLayoutAndRenderFailOnWhatItNames() throws {
        let conflict = "Samples/diagnostics/conflict.yaml", ambiguity = "Samples/diagnostics/ambiguity.yaml"
        #expect(try strut(["layout", conflict]).status == 0)
        #expect(try strut(["layout", conflict, "--fail-on", "conflicts"]).status == 1)
        #expect(try strut(["layout", conflict, "--fail-on", "ambiguity,misplaced"]).status == 0)
        #expect(try strut(["layout", ambiguity, "--fail-on", "conflicts,ambiguity"]).status == 1)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("strut-ci-\(getpid())-render.png")
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try strut(["render", ambiguity, "-o", out.path, "--fail-on", "ambiguity"]).status == 1)
        #expect(FileManager.default.fileExists(atPath: out.path), "the drawing is still written")
        #expect(try strut(["render", "Samples/anchors/fixed-size.yaml", "-o", out.path, "--fail-on", "conflicts,ambiguity,misplaced"]).status == 0)
        let misspelt = try strut(["layout", conflict, "--fail-on", "conflict"])
        #expect(misspelt.status == 2)
        #expect(misspelt.err.contains("did you mean 'conflicts'?"))
    }

    @Test func checkCoversEveryStateAndTheDevicesAskedFor() throws {
        let (scenes, goldens, dir) = try suite("states")
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try strut(["check", scenes.path, "--goldens", goldens.path, "--record"]).status == 0)
        let recorded = try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted()
        #expect(
            recorded == [
                "switch.constraints.txt", "switch.json", "switch.png", "switch.state-off.constraints.txt", "switch.state-off.json", "switch.state-off.png",
            ])
        let device = try strut(["check", scenes.path, "--goldens", goldens.path, "--device", "ipad", "--state", "off", "--record"])
        #expect(device.status == 0)
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("switch.device-ipad.state-off.png").path))
        #expect(!FileManager.default.fileExists(atPath: goldens.appendingPathComponent("switch.device-ipad.png").path), "--state narrows")
        // The state's golden is its own: breaking it fails only that state.
        try FileManager.default.copyItem(at: goldens.appendingPathComponent("switch.png"), to: goldens.appendingPathComponent("other.png"))
        try FileManager.default.removeItem(at: goldens.appendingPathComponent("switch.state-off.png"))
        try FileManager.default.moveItem(at: goldens.appendingPathComponent("other.png"), to: goldens.appendingPathComponent("switch.state-off.png"))
        let checked = try strut(["check", scenes.path, "--goldens", goldens.path, "--artifacts", dir.appendingPathComponent("a").path])
        #expect(checked.status == 1)
        #expect(checked.out.contains("FAILED    switch.yaml --state off"))
        #expect(checked.out.contains("1 passed, 1 failed\n"), "a device's golden was taken for an orphan")
        #expect(try strut(["check", scenes.path, "--goldens", goldens.path, "--state", "base"]).status == 0)
    }

    @Test func junitHasOneCasePerGoldenWithTheFailuresPixelsAndDiff() throws {
        let (scenes, goldens, dir) = try suite("junit")
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try strut(["check", scenes.path, "--goldens", goldens.path, "--record"])
        let scene = scenes.appendingPathComponent("switch.yaml")
        let text = try String(contentsOf: scene, encoding: .utf8).replacingOccurrences(of: "viewSpacing.constant = 100", with: "viewSpacing.constant = 60")
        try Data(text.utf8).write(to: scene)
        let junit = dir.appendingPathComponent("junit.xml"), artifacts = dir.appendingPathComponent("artifacts")
        let result = try strut(["check", scenes.path, "--goldens", goldens.path, "--junit", junit.path, "--artifacts", artifacts.path])
        #expect(result.status == 1)
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("tests=\"2\" failures=\"1\" errors=\"0\""))
        #expect(xml.components(separatedBy: "<testcase ").count == 3)
        #expect(xml.contains("name=\"switch.yaml --state off\""))
        #expect(xml.contains("pixels differ; diff image: \(artifacts.path)/switch.state-off.diff.png"))
        let parsed = try XMLDocument(data: Data(xml.utf8))
        #expect(try parsed.nodes(forXPath: "//testcase/failure").count == 1)
    }

    /// `--fail-on` fails the snapshot in JUnit and in the report, not only the exit status.
    @Test func failOnOutcomesAreFailuresInJUnitAndTheReport() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("strut-ci-\(getpid())-fail-on")
        try? FileManager.default.removeItem(at: dir)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = dir.appendingPathComponent("scenes"), goldens = dir.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Paths.samples.appendingPathComponent("diagnostics/ambiguity.yaml"), to: scenes.appendingPathComponent("ambiguity.yaml"))
        #expect(try strut(["check", scenes.path, "--goldens", goldens.path, "--record"]).status == 0)
        let junit = dir.appendingPathComponent("junit.xml"), report = dir.appendingPathComponent("report.html")
        let options = ["--goldens", goldens.path, "--junit", junit.path, "--report", report.path, "--artifacts", dir.appendingPathComponent("a").path]
        #expect(try strut(["check", scenes.path] + options).status == 0)
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("failures=\"0\""))
        let failing = try strut(["check", scenes.path, "--fail-on", "ambiguity"] + options)
        #expect(failing.status == 1)
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("tests=\"1\" failures=\"1\""))
        #expect(xml.contains("<failure message=\"\(scenes.path)/ambiguity.yaml:5: ambiguity: yellow: Need constraints for"))
        let html = try String(contentsOf: report, encoding: .utf8)
        #expect(html.contains("1 failed, 0 passed"))
        #expect(html.contains("<li>\(scenes.path)/ambiguity.yaml:5: ambiguity: yellow: Need constraints for"))
        #expect(html.contains("<img src=\"data:image/png;base64,"), "the drawing is shown beside its problems")
    }

    @Test func recordFailedWritesOnlyTheFailedAndTheReportSaysSo() throws {
        let (scenes, goldens, dir) = try suite("accept")
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try strut(["check", scenes.path, "--goldens", goldens.path, "--record"])
        let base = goldens.appendingPathComponent("switch.png")
        let before = try FileManager.default.attributesOfItem(atPath: base.path)[.modificationDate] as? Date
        let scene = scenes.appendingPathComponent("switch.yaml")
        let text = try String(contentsOf: scene, encoding: .utf8).replacingOccurrences(of: "viewSpacing.constant = 100", with: "viewSpacing.constant = 60")
        try Data(text.utf8).write(to: scene)
        let report = dir.appendingPathComponent("report.html")
        let failing = try strut([
            "check", scenes.path, "--goldens", goldens.path, "--report", report.path, "--report-all", "--artifacts", dir.appendingPathComponent("a").path,
        ])
        #expect(failing.status == 1)
        let html = try String(contentsOf: report, encoding: .utf8)
        #expect(html.contains("--record-failed"))
        #expect(html.contains("Matching their goldens"), "--report-all shows the snapshot that matches")
        #expect(html.contains("<figcaption>switch.yaml</figcaption>"))
        let accepted = try strut(["check", scenes.path, "--goldens", goldens.path, "--record-failed"])
        #expect(accepted.status == 0)
        #expect(accepted.out.contains("recorded  switch.yaml --state off"))
        #expect(!accepted.out.contains("recorded  switch.yaml:"))
        #expect(try FileManager.default.attributesOfItem(atPath: base.path)[.modificationDate] as? Date == before)
        #expect(try strut(["check", scenes.path, "--goldens", goldens.path]).status == 0)
    }

    @Test func githubActionsGetWorkflowCommandsAtTheLines() throws {
        let github = ["GITHUB_ACTIONS": "true"]
        let conflict = try strut(["layout", "Samples/diagnostics/conflict.yaml", "--fail-on", "conflicts"], environment: github)
        #expect(conflict.err.contains("::error file=Samples/diagnostics/conflict.yaml,line=11::Unable to simultaneously satisfy constraints"))
        let ambiguity = try strut(["layout", "Samples/diagnostics/ambiguity.yaml"], environment: github)
        #expect(ambiguity.err.contains("::warning file=Samples/diagnostics/ambiguity.yaml,line=5::yellow: Need constraints for"))
        #expect(try strut(["layout", "Samples/diagnostics/ambiguity.yaml"]).err.isEmpty, "nothing outside GitHub Actions")
        let (scenes, goldens, dir) = try suite("github")
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = try strut(["check", scenes.path, "--goldens", scenes.path, "--artifacts", dir.appendingPathComponent("a").path], environment: github)
        #expect(missing.err.contains("::error file=\(scenes.path)/switch.yaml::switch.yaml: the drawing differs from its golden: no golden at"))
        _ = goldens
    }

    @Test func missingFontsAreToldAndFailCheck() throws {
        let nowhere = ["STRUT_FONTS": "/nonexistent/fonts"]
        let layout = try strut(["layout", "Samples/anchors/fixed-size.yaml"], environment: nowhere)
        #expect(layout.status == 0)
        #expect(layout.err.contains("warning: STRUT_FONTS is '/nonexistent/fonts', which holds no DejaVuSans.ttf"))
        #expect(try strut(["layout", "Samples/anchors/fixed-size.yaml", "--fail-on", "conflicts"], environment: nowhere).status == 1)
        let check = try strut(["check", "Samples/anchors", "--goldens", "Goldens/anchors"], environment: nowhere)
        #expect(check.status == 1)
        #expect(check.err.contains("strut check needs strut's bundled fonts"))
        #expect(try strut(["layout", "Samples/anchors/fixed-size.yaml"]).err.isEmpty)
    }
}
