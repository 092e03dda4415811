import Foundation
import Testing

/// The HTML report of a check with results: accept and reject controls on each change, turned by
/// the static page into the `strut apply … --only …` command, in headless Chromium.
@Suite(.serialized) struct ReportReviewTests {
    @Test func acceptedChangesBecomeTheApplyCommandThatWritesThem() throws {
        let dir = try ShardMergeTests().suite()
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        let checked = try strut(["check", path("scenes"), "--goldens", path("goldens"), "--results", path("r"), "--report", path("report.html")])
        #expect(checked.status == 1)
        let browser = try DevToolsBrowser(opening: URL(fileURLWithPath: path("report.html")).absoluteString, scheme: "file:")
        let command = "document.getElementById('apply-command').textContent"
        #expect(try browser.evaluate(command) as? String == "Accept a change to get its command.")
        #expect(try browser.evaluate("document.querySelectorAll('section[data-apply] .choice input').length") as? Int == 4)
        _ = try browser.evaluate("document.querySelector('section[data-apply=\"box\"] input[value=accept]').click()")
        _ = try browser.evaluate("document.querySelector('section[data-apply=\"new\"] input[value=reject]').click()")
        let base = "strut apply \(path("r")) --goldens \(path("goldens"))"
        #expect(try browser.evaluate(command) as? String == base + " --only box")
        #expect(try browser.evaluate("document.getElementById('review-counts').textContent") as? String == "1 accepted, 1 rejected, 0 to review")
        #expect(try browser.evaluate("document.querySelector('section[data-apply=\"new\"]').classList.contains('rejected')") as? Bool == true)
        let copied = try browser.evaluate(command) as? String ?? ""
        _ = try browser.evaluate("document.querySelector('section[data-apply=\"new\"] input[value=accept]').click()")
        #expect(try browser.evaluate(command) as? String == base + " --only box,new")
        // The command as the page gave it, run by a shell: only the accepted golden is written.
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", copied]
        shell.environment = ["PATH": Paths.strut.deletingLastPathComponent().path + ":/usr/bin:/bin"]
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        #expect(FileManager.default.contentsEqual(atPath: path("goldens/box.png"), andPath: path("r/artifacts/box.actual.png")))
        #expect(!FileManager.default.fileExists(atPath: path("goldens/new.png")), "a rejected change was written")
    }

    @Test func aReportWithoutResultsKeepsTheRecordCommandAndHasNoControls() throws {
        let dir = try ShardMergeTests().suite()
        func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
        _ = try strut(["check", path("scenes"), "--goldens", path("goldens"), "--artifacts", path("a"), "--report", path("report.html")])
        let page = try String(contentsOfFile: path("report.html"), encoding: .utf8)
        #expect(page.contains("--record-failed"))
        #expect(!page.contains("class=\"choice\""))
    }
}
